import { requireViewer } from "@/features/accounts/server/session";
import { cartRelated } from "@/features/cart/server/listing";
import { handle, json } from "@/lib/http";

/** GET /api/cart/related: products from the cart's categories not already in it, best sellers first. */
export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const relatedProducts = viewer.isSalesRep ? [] : await cartRelated(viewer);
  return json({ success: true, relatedProducts }, { headers: { "cache-control": "private, no-store" } });
});
