import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "@/components/ui/intent-link";
import { DataTable } from "@/components/ui/data-table";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { stockHistory } from "@/features/inventory/server/stock";
import { AppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Lot history" };

export default async function LotHistoryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await requirePageViewer(`/clinic/inventory/${id}`);
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) notFound();
  let lot;
  try {
    lot = await stockHistory(viewer, n);
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") notFound();
    throw err;
  }
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link href={`/clinic/inventory?location_id=${lot.location_id}`} className="text-brand-700 hover:underline">
          ← Inventory
        </Link>
      </p>
      <header>
        <h2 className="text-xl font-semibold">
          {lot.product.name}, lot {lot.lot ?? "not recorded"}
        </h2>
        <p className="text-sm text-slate-600">
          {lot.product.sku} · expires {lot.expiry ?? "not recorded"} · {lot.quantity} on hand
        </p>
      </header>
      <DataTable
        caption="Every change to this lot, newest first"
        rows={lot.entries}
        rowKey={(e) => e.id}
        columns={[
          {
            header: "When",
            cell: (e) =>
              new Date(e.at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }),
          },
          {
            header: "What",
            cell: (e) => e.label + (e.other_location ? ` (${e.quantity < 0 ? "to" : "from"} ${e.other_location})` : ""),
          },
          { header: "Units", cell: (e) => (e.quantity > 0 ? `+${e.quantity}` : e.quantity), align: "right" },
          { header: "By", cell: (e) => e.by },
          { header: "Note", cell: (e) => e.note ?? "", wide: true },
        ]}
      />
    </div>
  );
}
