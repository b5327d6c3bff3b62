import { z } from "zod";
import { requireViewer } from "@/features/accounts/server/session";
import { tellCartMembers } from "@/features/cart/server";
import { swapCartLine } from "@/features/cart/server/hints";
import { handle, json, readJson } from "@/lib/http";

const swapSchema = z.object({
  cart_id: z.coerce.number({ error: "cart_id must be a cart line id." }).int().positive(),
  product_id: z.coerce.number({ error: "product_id must be a product id." }).int().positive(),
});

/** POST /api/cart/swap `{ cart_id, product_id }`: the line moves to that vendor's offer of the same item. */
export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const input = await readJson(req, swapSchema);
  const { message, key } = await swapCartLine(viewer, input.cart_id, input.product_id);
  await tellCartMembers(key);
  return json({ success: true, message });
});
