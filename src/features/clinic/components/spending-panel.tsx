"use client";
import dynamic from "next/dynamic";
import { useClinicData } from "./use-clinic-api";
import { formatDollars } from "@/lib/money";

type Totals = { name: string; total: number }[];
type Savings = (Totals[number] & { at_median: number; paid: number; percent: number })[];
type Spending = {
  by_month: Totals;
  by_location: Totals;
  by_vendor: Totals;
  by_category: Totals;
  stock_by_location: Totals;
  savings_by_month: Savings;
  savings_by_location: Savings;
  budgets: { location: string; monthly_budget: number | null; spent_this_month: number; budget_state: string }[];
};

// the charting library loads only here, after the page, so no other page carries it
const TotalsChart = dynamic(() => import("./totals-chart"), {
  ssr: false,
  loading: () => <div className="h-40 animate-pulse rounded bg-slate-100" aria-hidden />,
});

/** One chart with its table and its CSV: the chart for the eye, the table for reading and screen readers. */
function ChartCard({
  title,
  by,
  column,
  rows,
  across = true,
  empty,
  amount = "Amount",
}: {
  amount?: string;
  title: string;
  by: string;
  column: string;
  rows: Totals;
  across?: boolean;
  empty: string;
}) {
  const id = `chart-${by}`;
  return (
    <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        <a className="btn-outline px-2 py-1 text-xs" href={`/api/clinic/spending/csv?by=${by}`} download>
          CSV<span className="sr-only"> of {title.toLowerCase()}</span>
        </a>
      </div>
      {rows.length ? (
        <>
          <TotalsChart rows={across ? rows.slice(0, 10) : rows} label={title} across={across} />
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="text-left text-slate-500">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  {column}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {amount}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.name}>
                  <td className="max-w-0 truncate py-1 pr-2">{r.name}</td>
                  <td className="py-1 text-right tabular-nums">{formatDollars(r.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p className="text-sm text-slate-600">{empty}</p>
      )}
    </section>
  );
}

/** What comparing vendors' offers and quotes saved against the median offer, per month and location. */
function SavingsSection({ byMonth, byLocation }: { byMonth: Savings; byLocation: Savings }) {
  const saved = byMonth.reduce((n, r) => n + r.total, 0);
  const atMedian = byMonth.reduce((n, r) => n + r.at_median, 0);
  const none = "No compared orders yet: savings appear once the clinic orders items other vendors also sell.";
  return (
    <section className="space-y-3" aria-labelledby="savings-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="savings-heading" className="text-lg font-semibold">
            Savings from comparison and quotes
          </h2>
          <p className="text-sm text-slate-600">
            {byMonth.length
              ? `${formatDollars(saved)} saved against the median offer of the same items when ordered (${formatDollars(atMedian)}), last 12 months.`
              : "Measured against the median of every vendor's offer for the same item when the order was placed."}
          </p>
        </div>
        <a className="btn-outline" href="/api/clinic/spending/csv?by=savings" download>
          Savings CSV
        </a>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          title="Savings by month"
          by="savings_month"
          column="Month"
          amount="Saved"
          rows={byMonth}
          across={false}
          empty={none}
        />
        <ChartCard
          title="Savings by location"
          by="savings_location"
          column="Location"
          amount="Saved"
          rows={byLocation}
          empty={none}
        />
      </div>
    </section>
  );
}

/** Spending per month, location, vendor and category and stock value per location, each as a chart, a table and a CSV. */
export function SpendingPanel() {
  const { data, error } = useClinicData<Spending>("/api/clinic/spending");
  if (error) return <p role="alert">{error}</p>;
  if (!data) return <p>Loading…</p>;
  const none = "No orders yet: spending appears here once the clinic orders.";
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Spending, last 12 months</h2>
        <a className="btn-outline" href="/api/clinic/spending/csv" download>
          Download CSV
        </a>
      </div>
      <ChartCard title="Spending by month" by="month" column="Month" rows={data.by_month} across={false} empty={none} />
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="mb-2 font-semibold">Budget use this month</h2>
        <ul className="space-y-1 text-sm">
          {data.budgets.map((b) => (
            <li key={b.location} className="flex justify-between gap-2">
              <span className="truncate">{b.location}</span>
              <span>
                {formatDollars(b.spent_this_month)}
                {b.monthly_budget !== null
                  ? ` of ${formatDollars(b.monthly_budget)}${b.budget_state === "warn" ? " · past 80%" : b.budget_state === "over" ? " · over budget" : ""}`
                  : " · no budget"}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <SavingsSection byMonth={data.savings_by_month} byLocation={data.savings_by_location} />
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard title="Spending by location" by="location" column="Location" rows={data.by_location} empty={none} />
        <ChartCard title="Spending by vendor" by="vendor" column="Vendor" rows={data.by_vendor} empty={none} />
        <ChartCard title="Spending by category" by="category" column="Category" rows={data.by_category} empty={none} />
        <ChartCard
          title="Stock value by location"
          by="stock"
          column="Location"
          rows={data.stock_by_location}
          empty="Nothing on hand yet: received shipments count here at cost."
        />
      </div>
    </div>
  );
}
