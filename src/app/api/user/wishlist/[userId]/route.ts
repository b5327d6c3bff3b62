import { requireSelf } from "@/features/accounts/server/session";
import { getWishlist } from "@/features/wishlist/server/service";
import { handle, json, type RouteContext } from "@/lib/http";

export const GET = handle(async (req: Request, ctx: RouteContext<{ userId: string }>) => {
  const { userId } = await ctx.params;
  const viewer = await requireSelf(req, userId);
  return json(await getWishlist(viewer));
});
