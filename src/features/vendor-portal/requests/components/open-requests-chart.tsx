"use client";
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from "recharts";

const COLORS = ["#0d8573", "#f59e0b"];

/** Requests waiting for an answer, split by type; the counts beside it are links to the inbox. */
export function OpenRequestsChart({ price, sample }: { price: number; sample: number }) {
  const data = [
    { name: "Price requests", value: price },
    { name: "Sample requests", value: sample },
  ].filter((d) => d.value > 0);
  if (data.length === 0) return <p className="text-sm text-slate-600">No request is waiting for you.</p>;
  return (
    <div className="h-40 w-40" role="img" aria-label={`Pie chart: ${price} price and ${sample} sample requests open`}>
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie data={data} dataKey="value" nameKey="name" innerRadius={36} outerRadius={64}>
            {data.map((d) => (
              <Cell key={d.name} fill={d.name.startsWith("Price") ? COLORS[0] : COLORS[1]} />
            ))}
          </Pie>
          <Tooltip />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
