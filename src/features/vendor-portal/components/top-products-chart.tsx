"use client";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { shortLabel } from "../dashboard-rules";

type TopProduct = { name: string; sku: string; units: number; gross: number };

/** Best sellers by units as horizontal bars; the list under it carries the same numbers for screen readers. */
export function TopProductsChart({ products }: { products: TopProduct[] }) {
  const data = products.map((p) => ({ ...p, label: shortLabel(p.name) }));
  return (
    <figure className="card p-4">
      <figcaption className="mb-2 font-semibold">Top products, last 30 days</figcaption>
      {data.length === 0 ? (
        <p className="text-sm text-slate-600">No sales in the last 30 days.</p>
      ) : (
        <>
          <div className="h-64" role="img" aria-label="Bar chart of units sold per product over the last 30 days">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16, top: 4, bottom: 4 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
                <XAxis type="number" fontSize={11} allowDecimals={false} />
                <YAxis type="category" dataKey="label" width={140} fontSize={11} />
                <Tooltip />
                <Bar dataKey="units" name="Units sold" fill="#0d8573" />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <ol className="mt-3 space-y-1 text-sm">
            {products.map((p) => (
              <li key={p.sku} className="flex justify-between gap-2">
                <span className="min-w-0 truncate">
                  {p.name} <span className="text-xs text-slate-500">{p.sku}</span>
                </span>
                <span className="shrink-0 text-slate-600">
                  {p.units} units · ${p.gross.toFixed(2)}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </figure>
  );
}
