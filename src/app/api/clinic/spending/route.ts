import { requireViewer } from "@/features/accounts/server/session";
import { listLocations } from "@/features/clinic/server/locations";
import { savingsRows, spendingRows } from "@/features/clinic/server/spending";
import { savingsBy, totalsBy } from "@/features/clinic/spending";
import { stockValueByLocation } from "@/features/inventory/server/value";
import { handle, json } from "@/lib/http";

/**
 * Spending of the last 12 months per month, location, vendor and category, with each location's budget
 * use, the savings against the median offer per month and location, and the stock on hand at cost per location.
 */
export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const [rows, savings] = await Promise.all([spendingRows(viewer), savingsRows(viewer)]);
  return json({
    success: true,
    data: {
      by_month: totalsBy(rows, "month"),
      by_location: totalsBy(rows, "location"),
      by_vendor: totalsBy(rows, "vendor"),
      by_category: totalsBy(rows, "category"),
      // what comparing offers and quotes saved against the median offer when each order was placed
      savings_by_month: savingsBy(savings, "month"),
      savings_by_location: savingsBy(savings, "location"),
      stock_by_location: await stockValueByLocation(viewer),
      budgets: (await listLocations(viewer)).map((l) => ({
        location: l.name,
        monthly_budget: l.monthly_budget,
        spent_this_month: l.spent_this_month,
        budget_state: l.budget_state,
      })),
    },
  });
});
