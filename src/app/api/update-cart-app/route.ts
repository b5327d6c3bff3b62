import { requireViewer } from "@/features/accounts/server/session";
import { updateCartItem } from "@/features/cart/server/mutate";
import { updateCartSchema } from "@/features/cart/schemas";
import { forbidden } from "@/lib/errors";
import { handle, json, readBody } from "@/lib/http";

export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const body = await readBody(req, updateCartSchema);
  if (body.customer_id !== undefined && String(body.customer_id) !== viewer.id) throw forbidden();
  return json(await updateCartItem(viewer, body));
});
