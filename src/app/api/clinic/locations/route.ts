import { requireViewer } from "@/features/accounts/server/session";
import { addLocation, listLocations } from "@/features/clinic/server/locations";
import { locationSchema } from "@/features/clinic/schemas";
import { handle, json, readBody } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  return json({ success: true, data: await listLocations(viewer) });
});

/** The owner adds a location with its whole address (orders placed for it ship there). */
export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const data = await addLocation(viewer, () => readBody(req, locationSchema));
  return json({ success: true, data }, { status: 201 });
});
