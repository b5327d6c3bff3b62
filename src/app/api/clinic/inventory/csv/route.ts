import { requireViewer } from "@/features/accounts/server/session";
import { stockCsv } from "@/features/inventory/server/stock";
import { handle } from "@/lib/http";
import { stockQuery } from "../query";

export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  return new Response(await stockCsv(viewer, stockQuery(req)), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="clinic-inventory.csv"',
      "cache-control": "no-store",
    },
  });
});
