import { requireViewer } from "@/features/accounts/server/session";
import { parseOrderListQuery } from "@/features/orders/list-params";
import { ordersToCsv } from "@/features/orders/orders-csv";
import { listOrdersForExport } from "@/features/orders/server/history";
import { badRequest } from "@/lib/errors";
import { handle } from "@/lib/http";

/** Every order the buyer's current filters match, as a CSV download. */
export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const params = new URL(req.url).searchParams;
  const { query, errors } = parseOrderListQuery((n) => params.get(n));
  if (errors.length) throw badRequest(errors[0]!);
  const csv = ordersToCsv(await listOrdersForExport(viewer.id, query));
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "private, no-store",
    },
  });
});
