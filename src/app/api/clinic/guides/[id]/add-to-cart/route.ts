import { requireViewer } from "@/features/accounts/server/session";
import { addGuideToCart } from "@/features/cart/server";
import { idParam } from "@/features/clinic/schemas";
import { handle, json, type RouteContext } from "@/lib/http";

/** Puts the whole guide in the cart at par level; what is unavailable comes back with a substitute. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const viewer = await requireViewer(req);
  const id = idParam.parse((await ctx.params).id);
  return json({ success: true, data: await addGuideToCart(viewer, id) });
});
