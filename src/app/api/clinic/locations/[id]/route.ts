import { requireViewer } from "@/features/accounts/server/session";
import { locationDetail, updateLocation } from "@/features/clinic/server/locations";
import { idParam, locationUpdateSchema } from "@/features/clinic/schemas";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

/** One location of the viewer's clinic, with its address. */
export const GET = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const viewer = await requireViewer(req);
  const id = idParam.parse((await ctx.params).id);
  return json({ success: true, data: await locationDetail(viewer, id) });
});

/** Edits the address (the owner) or the monthly budget (owners and managers; null removes it). */
export const PATCH = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const viewer = await requireViewer(req);
  const id = idParam.parse((await ctx.params).id);
  const body = await readBody(req, locationUpdateSchema);
  return json({ success: true, data: await updateLocation(viewer, id, body) });
});
