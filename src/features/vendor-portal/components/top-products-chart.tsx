"use client";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { shortLabel } from "../dashboard-rules";

type TopProduct = {
  product_id: number | null;
  variation_id: number | null;
  name: string;
  sku: string;
  units: number;
  gross: number;
};

/** Best sellers by units as horizontal bars; the list under it carries the same numbers for screen readers. */
export function TopProductsChart({ products }: { products: TopProduct[] }) {
  // one bar per variation: the axis keys on the row, so two variations never share a category
  const data = products.map((p, i) => ({ ...p, row: String(i), label: shortLabel(p.name) }));
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
                <YAxis
                  type="category"
                  dataKey="row"
                  width={140}
                  fontSize={11}
                  tickFormatter={(row: string) => data[Number(row)]?.label ?? ""}
                />
                <Tooltip labelFormatter={(row) => data[Number(row)]?.name ?? ""} />
                <Bar dataKey="units" name="Units sold" fill="#0d8573" />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <ol className="mt-3 space-y-1 text-sm">
            {products.map((p) => (
              <li key={`${p.product_id}:${p.variation_id}`} className="flex justify-between gap-2">
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
