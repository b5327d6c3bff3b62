import { requireViewer } from "@/features/accounts/server/session";
import { cartHints } from "@/features/cart/server/hints";
import { handle, json } from "@/lib/http";

/** GET /api/cart/hints: the same items cheaper per unit at other vendors, with the free-shipping effect. */
export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  if (viewer.isSalesRep) return json({ success: true, hints: [] });
  return json({ success: true, hints: await cartHints(viewer) }, { headers: { "cache-control": "private, no-store" } });
});
