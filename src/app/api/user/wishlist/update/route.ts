import { requireSelf, requireViewer } from "@/features/accounts/server/session";
import { toggleWishlistInput } from "@/features/wishlist/schemas";
import { toggleWishlist } from "@/features/wishlist/server/service";
import { handle, json, readBody } from "@/lib/http";

export const POST = handle(async (req: Request) => {
  await requireViewer(req);
  const input = await readBody(req, toggleWishlistInput);
  const viewer = await requireSelf(req, input.customer_id);
  const result = await toggleWishlist(viewer, {
    productId: input.product_id,
    serviceId: input.service_id,
  });
  return json(result);
});
