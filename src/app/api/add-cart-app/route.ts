import { requireSelf } from "@/features/accounts/server/session";
import { addToCart } from "@/features/cart/server/add";
import { addToCartSchema } from "@/features/cart/schemas";
import { handle, json, readBody } from "@/lib/http";

export const POST = handle(async (req: Request) => {
  const body = await readBody(req, addToCartSchema);
  const viewer = await requireSelf(req, body.customer_id);
  return json(await addToCart(viewer, body));
});
