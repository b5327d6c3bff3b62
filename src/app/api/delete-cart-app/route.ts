import { requireViewer } from "@/features/accounts/server/session";
import { deleteCartItem } from "@/features/cart/server/mutate";
import { deleteCartSchema } from "@/features/cart/schemas";
import { handle, json, readBody } from "@/lib/http";

export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const body = await readBody(req, deleteCartSchema);
  return json(await deleteCartItem(viewer, body));
});
