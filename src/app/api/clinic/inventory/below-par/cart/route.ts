import { requireViewer } from "@/features/accounts/server/session";
import { belowParCartSchema } from "@/features/inventory/schemas";
import { addBelowParToCart } from "@/features/inventory/server/par";
import { handle, json, readJson } from "@/lib/http";

/** Puts what is below par (or the chosen products of it) into the location's cart in one action. */
export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const body = await readJson(req, belowParCartSchema);
  const data = await addBelowParToCart(viewer, body.location_id, body.product_ids);
  const n = data.added.length;
  const message = n
    ? `Added ${n} product${n === 1 ? "" : "s"} to ${data.location.name}'s cart.`
    : "Nothing could be added to the cart.";
  return json({ success: true, message, data });
});
