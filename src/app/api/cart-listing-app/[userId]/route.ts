import { requireSelf } from "@/features/accounts/server/session";
import { cartListing } from "@/features/cart/server/listing";
import { handle, json, type RouteContext } from "@/lib/http";

export const GET = handle(async (req: Request, ctx: RouteContext<{ userId: string }>) => {
  const { userId } = await ctx.params;
  const viewer = await requireSelf(req, userId);
  const related = new URL(req.url).searchParams.get("related") !== "0";
  return json(await cartListing(viewer, { related }));
});
