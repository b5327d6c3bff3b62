import { requireViewer } from "@/features/accounts/server/session";
import { createGuide, listGuides } from "@/features/cart/server";
import { guideSchema } from "@/features/clinic/schemas";
import { handle, json, readBody } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  return json({ success: true, data: await listGuides(viewer) });
});

export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const body = await readBody(req, guideSchema);
  return json({ success: true, data: await createGuide(viewer, body.name, body.location_id ?? null) }, { status: 201 });
});
