"use client";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useClinicData } from "./use-clinic-api";

type Totals = { name: string; total: number }[];
type Spending = {
  by_month: Totals;
  by_location: Totals;
  by_vendor: Totals;
  by_category: Totals;
  budgets: { location: string; monthly_budget: number | null; spent_this_month: number; budget_state: string }[];
};

const usd = (n: number) => n.toLocaleString("en-US", { style: "currency", currency: "USD" });

function TotalsList({ title, rows }: { title: string; rows: Totals }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-2 font-semibold">{title}</h2>
      {rows.length ? (
        <ul className="space-y-1 text-sm">
          {rows.slice(0, 8).map((r) => (
            <li key={r.name} className="flex justify-between gap-2">
              <span className="truncate">{r.name}</span>
              <span>{usd(r.total)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No spending yet.</p>
      )}
    </section>
  );
}

/** Spending per month as a chart, per location, vendor and category, budget use, and the CSV export. */
export function SpendingPanel() {
  const { data, error } = useClinicData<Spending>("/api/clinic/spending");
  if (error) return <p role="alert">{error}</p>;
  if (!data) return <p>Loading…</p>;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Spending, last 12 months</h2>
        <a className="btn-outline" href="/api/clinic/spending/csv" download>
          Download CSV
        </a>
      </div>
      {data.by_month.length ? (
        <div className="h-64 w-full rounded-lg border border-slate-200 bg-white p-2" aria-label="Spending per month">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data.by_month}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="name" fontSize={12} />
              <YAxis fontSize={12} width={60} />
              <Tooltip formatter={(v) => usd(Number(v))} />
              <Bar dataKey="total" name="Spent" fill="#0f766e" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      ) : (
        <p className="text-slate-600">No orders yet: spending appears here once the clinic orders.</p>
      )}
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="mb-2 font-semibold">Budget use this month</h2>
        <ul className="space-y-1 text-sm">
          {data.budgets.map((b) => (
            <li key={b.location} className="flex justify-between gap-2">
              <span className="truncate">{b.location}</span>
              <span>
                {usd(b.spent_this_month)}
                {b.monthly_budget !== null
                  ? ` of ${usd(b.monthly_budget)}${b.budget_state === "warn" ? " · past 80%" : b.budget_state === "over" ? " · over budget" : ""}`
                  : " · no budget"}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-4 md:grid-cols-3">
        <TotalsList title="By location" rows={data.by_location} />
        <TotalsList title="By vendor" rows={data.by_vendor} />
        <TotalsList title="By category" rows={data.by_category} />
      </div>
    </div>
  );
}
