import { requireViewer } from "@/features/accounts/server/session";
import { parseOrderListQuery } from "@/features/orders/list-params";
import { listOrderPage } from "@/features/orders/server/history";
import { badRequest } from "@/lib/errors";
import { handle, json } from "@/lib/http";

/** The buyer's orders, a page at a time: `page`, `per_page` (≤ 100), `q`, `status`, `vendor`, `from`, `to`. */
export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const params = new URL(req.url).searchParams;
  const { query, errors } = parseOrderListQuery((n) => params.get(n));
  if (errors.length) throw badRequest(errors[0]!);
  return json({ success: true, ...(await listOrderPage(viewer.id, query)) });
});
