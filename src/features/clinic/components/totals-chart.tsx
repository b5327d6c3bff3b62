"use client";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDollars } from "@/lib/money";

/** One bar chart of totals: columns over time, or bars lying down for names (locations, vendors, categories). */
export default function TotalsChart({
  rows,
  label,
  across = false,
}: {
  rows: { name: string; total: number }[];
  label: string;
  across?: boolean;
}) {
  const height = across ? Math.max(160, rows.length * 28 + 40) : 256;
  return (
    <div style={{ height }} className="w-full" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        {across ? (
          <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" fontSize={12} tickFormatter={(v) => `$${Number(v).toLocaleString("en-US")}`} />
            <YAxis type="category" dataKey="name" width={120} fontSize={12} />
            <Tooltip formatter={(v) => formatDollars(Number(v))} />
            <Bar dataKey="total" name="Amount" fill="#0f766e" isAnimationActive={false} />
          </BarChart>
        ) : (
          <BarChart data={rows}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" fontSize={12} />
            <YAxis fontSize={12} width={60} />
            <Tooltip formatter={(v) => formatDollars(Number(v))} />
            <Bar dataKey="total" name="Spent" fill="#0f766e" isAnimationActive={false} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
