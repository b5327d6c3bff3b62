import { requireViewer } from "@/features/accounts/server/session";
import { addLocation, listLocations } from "@/features/clinic/server/locations";
import { locationSchema } from "@/features/clinic/schemas";
import { handle, json, readBody } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  return json({ success: true, data: await listLocations(viewer) });
});

export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const body = await readBody(req, locationSchema);
  return json({ success: true, data: await addLocation(viewer, body) }, { status: 201 });
});
