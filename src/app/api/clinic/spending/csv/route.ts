import { requireViewer } from "@/features/accounts/server/session";
import { spendingRows } from "@/features/clinic/server/spending";
import { spendingCsv } from "@/features/clinic/spending";
import { handle } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  return new Response(spendingCsv(await spendingRows(viewer)), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="clinic-spending.csv"',
      "cache-control": "no-store",
    },
  });
});
