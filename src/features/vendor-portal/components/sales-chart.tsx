"use client";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

type Point = { day: string; orders: number; gross: number };
const short = (day: string) => day.slice(5);

/** Gross sales per day as bars; the totals beside it carry the same numbers for screen readers. */
export function SalesChart({ series, days }: { series: Point[]; days: number }) {
  return (
    <figure className="card p-4">
      <figcaption className="mb-2 font-semibold">Sales per day, last {days} days</figcaption>
      <div className="h-56" role="img" aria-label={`Bar chart of gross sales per day over the last ${days} days`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={series} margin={{ left: 0, right: 8, top: 8, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="day" tickFormatter={short} fontSize={11} minTickGap={16} />
            <YAxis fontSize={11} width={56} />
            <Tooltip />
            <Bar dataKey="gross" name="Gross ($)" fill="#0d8573" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
