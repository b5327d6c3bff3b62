import { requireViewer } from "@/features/accounts/server/session";
import { setGuideItem } from "@/features/cart/server";
import { guideItemSchema, idParam } from "@/features/clinic/schemas";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

/** Adds a product to the guide, or sets its par level. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const viewer = await requireViewer(req);
  const id = idParam.parse((await ctx.params).id);
  const body = await readBody(req, guideItemSchema);
  return json({ success: true, data: await setGuideItem(viewer, id, body) });
});
