import { viewerFromRequest } from "@/features/accounts/server/session";
import { getProductDetail } from "@/features/catalog/server/product-detail";
import { notFound } from "@/lib/errors";
import { handle, json } from "@/lib/http";

export const GET = handle(async (req: Request, ctx: { params: Promise<{ slug: string }> }) => {
  const { slug } = await ctx.params;
  const product = await getProductDetail(slug, await viewerFromRequest(req));
  if (!product) throw notFound("Product not found.");
  return json({ success: true, data: product });
});
