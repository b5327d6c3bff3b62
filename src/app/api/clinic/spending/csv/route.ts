import { z } from "zod";
import { requireViewer } from "@/features/accounts/server/session";
import { savingsRows, spendingRows } from "@/features/clinic/server/spending";
import { savingsBy, savingsCsv, spendingCsv, totalsBy, totalsCsv, TOTALS_BY } from "@/features/clinic/spending";
import { stockValueByLocation } from "@/features/inventory/server/value";
import { handle } from "@/lib/http";

const query = z.object({
  by: z
    .enum([...TOTALS_BY, "stock", "savings", "savings_month", "savings_location"], {
      message: "Choose month, location, vendor, category, stock, savings, savings_month or savings_location.",
    })
    .optional(),
});

/**
 * Every spending line, or one chart's table (`?by=month|location|vendor|category|stock`), or the savings
 * (`?by=savings` per month and location, `savings_month`, `savings_location`), as CSV.
 */
export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const { by } = query.parse(Object.fromEntries(new URL(req.url).searchParams.entries()));
  const body =
    by === "savings"
      ? savingsCsv(await savingsRows(viewer))
      : by === "savings_month" || by === "savings_location"
        ? totalsCsv(by.slice(8), savingsBy(await savingsRows(viewer), by === "savings_month" ? "month" : "location"))
        : by === "stock"
          ? totalsCsv("location", await stockValueByLocation(viewer))
          : by
            ? totalsCsv(by, totalsBy(await spendingRows(viewer), by))
            : spendingCsv(await spendingRows(viewer));
  const name = !by
    ? "clinic-spending"
    : by === "stock"
      ? "clinic-stock-value"
      : by.startsWith("savings")
        ? `clinic-${by.replace("_", "-by-")}`
        : `clinic-spending-by-${by}`;
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}.csv"`,
      "cache-control": "no-store",
    },
  });
});
