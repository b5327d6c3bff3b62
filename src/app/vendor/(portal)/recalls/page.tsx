import type { Metadata } from "next";
import { vendorRecalls } from "@/features/compliance/server";
import { requireVendorPage } from "@/features/vendor-portal/server/routes";

export const metadata: Metadata = { title: "Recalls" };

export default async function VendorRecallsPage() {
  const ctx = await requireVendorPage();
  if (ctx.vendorId === null) return <p className="card p-6 text-slate-600">Recalls are for product vendors.</p>;
  const list = await vendorRecalls(ctx.vendorId);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Recalls</h1>
      <p className="text-sm text-slate-600">
        Recalls of your products imported by the marketplace, with the lots you shipped that they reached. Each clinic
        location that received one was notified and asked to check its stock.
      </p>
      {list.length === 0 ? (
        <p className="text-slate-600">No recall of your products has been imported.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b text-slate-500">
              <th className="py-2 pr-3 font-medium">Recall</th>
              <th className="py-2 pr-3 font-medium">Product</th>
              <th className="py-2 pr-3 font-medium">Recalled lots</th>
              <th className="py-2 pr-3 font-medium">Lots you shipped</th>
              <th className="py-2 font-medium">Clinic locations</th>
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr key={r.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3">
                  {r.recallNumber} <span className="text-slate-500">{r.classification}</span>
                  <span className="block text-xs text-slate-500">{r.reason}</span>
                </td>
                <td className="py-2 pr-3">
                  {r.product} <span className="text-slate-500">({r.sku})</span>
                </td>
                <td className="py-2 pr-3 font-mono">{r.allLots ? "all lots" : r.lots.join(", ")}</td>
                <td className="py-2 pr-3 font-mono">{r.lotsReached.join(", ") || "none"}</td>
                <td className="py-2">
                  {r.acknowledged} of {r.locations} acknowledged
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
