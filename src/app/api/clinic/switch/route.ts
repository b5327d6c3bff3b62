import { requireViewer } from "@/features/accounts/server/session";
import { switchClinic } from "@/features/clinic/server/context";
import { switchSchema } from "@/features/clinic/schemas";
import { handle, json, readBody } from "@/lib/http";

export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const body = await readBody(req, switchSchema);
  const ctx = await switchClinic(viewer, body.clinic_id, body.location_id);
  return json({ success: true, data: { clinic_id: ctx.organizationId, location_id: ctx.locationId } });
});
