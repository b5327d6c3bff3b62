import { z } from "zod";
import { requireViewer } from "@/features/accounts/server/session";
import { spendingRows } from "@/features/clinic/server/spending";
import { spendingCsv, totalsBy, totalsCsv, TOTALS_BY } from "@/features/clinic/spending";
import { stockValueByLocation } from "@/features/inventory/server/value";
import { handle } from "@/lib/http";

const query = z.object({
  by: z.enum([...TOTALS_BY, "stock"], { message: "Choose month, location, vendor, category or stock." }).optional(),
});

/** Every spending line, or one chart's table (`?by=month|location|vendor|category|stock`), as CSV. */
export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const { by } = query.parse(Object.fromEntries(new URL(req.url).searchParams.entries()));
  const body =
    by === "stock"
      ? totalsCsv("location", await stockValueByLocation(viewer))
      : by
        ? totalsCsv(by, totalsBy(await spendingRows(viewer), by))
        : spendingCsv(await spendingRows(viewer));
  const name = by ? `clinic-${by === "stock" ? "stock-value" : `spending-by-${by}`}` : "clinic-spending";
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}.csv"`,
      "cache-control": "no-store",
    },
  });
});
