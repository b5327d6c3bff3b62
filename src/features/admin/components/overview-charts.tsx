"use client";
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { DayPoint } from "../rules";

const short = (day: string) => day.slice(5);

/** Orders and gross sales per day, and new buyers per day; the tables beside them carry the same numbers. */
export function OverviewCharts({ series }: { series: DayPoint[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <figure className="card p-4">
        <figcaption className="mb-2 font-semibold">Orders and gross sales per day</figcaption>
        <div className="h-56" role="img" aria-label="Line chart of orders and gross sales per day">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={series} margin={{ left: 0, right: 8, top: 8, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis dataKey="day" tickFormatter={short} fontSize={11} minTickGap={16} />
              <YAxis yAxisId="orders" allowDecimals={false} fontSize={11} width={32} />
              <YAxis yAxisId="gross" orientation="right" fontSize={11} width={56} />
              <Tooltip />
              <Line yAxisId="orders" type="monotone" dataKey="orders" name="Orders" stroke="#0d8573" dot={false} />
              <Line yAxisId="gross" type="monotone" dataKey="gross" name="Gross ($)" stroke="#6366f1" dot={false} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="card p-4">
        <figcaption className="mb-2 font-semibold">New buyers per day</figcaption>
        <div className="h-56" role="img" aria-label="Bar chart of new buyers per day">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={series} margin={{ left: 0, right: 8, top: 8, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis dataKey="day" tickFormatter={short} fontSize={11} minTickGap={16} />
              <YAxis allowDecimals={false} fontSize={11} width={32} />
              <Tooltip />
              <Bar dataKey="buyers" name="New buyers" fill="#0d8573" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
