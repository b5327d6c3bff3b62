import { requireViewer } from "@/features/accounts/server/session";
import { setCartItemChecked } from "@/features/cart/server/mutate";
import { checkCartSchema } from "@/features/cart/schemas";
import { handle, json, readBody } from "@/lib/http";

export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const body = await readBody(req, checkCartSchema);
  return json(await setCartItemChecked(viewer, body));
});
