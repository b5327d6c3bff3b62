import { requireSelf } from "@/features/accounts/server/session";
import { getProductDetail } from "@/features/catalog/server/product-detail";
import { notFound } from "@/lib/errors";
import { handle, json } from "@/lib/http";

/** The per-user view adds cart quantities, price-request state and the saved logo. */
export const GET = handle(async (req: Request, ctx: { params: Promise<{ slug: string; userId: string }> }) => {
  const { slug, userId } = await ctx.params;
  const viewer = await requireSelf(req, userId);
  const product = await getProductDetail(slug, viewer);
  if (!product) throw notFound("Product not found.");
  return json({ success: true, data: product });
});
