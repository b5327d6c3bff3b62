import type { Metadata } from "next";
import { ActionButton } from "@/features/admin/components/action-button";
import { CommissionForm } from "@/features/admin/components/commission-form";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { operatorForPage } from "@/features/admin/server";
import { listSellers } from "@/features/admin/server/sellers";
import { moderationQueue } from "@/features/admin/server/moderation";
import { RejectListing } from "@/features/admin/components/reject-listing";

export const metadata: Metadata = { title: "Sellers" };

export default async function SellersPage() {
  if (!(await operatorForPage("/admin/sellers"))) return <ConsoleForbidden />;
  const [sellers, queue] = await Promise.all([listSellers(), moderationQueue()]);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Sellers</h1>
      {sellers.length === 0 ? (
        <p className="py-8 text-center text-slate-600">No vendors yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {sellers.map((v) => (
            <li key={v.id} className="flex flex-wrap items-end justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {v.name}{" "}
                  <span
                    className={`rounded px-2 py-0.5 text-xs ${v.status === "active" ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800"}`}
                  >
                    {v.status}
                  </span>
                </p>
                <p className="text-sm text-slate-600">
                  {v.products} products{v.reviewFirst ? " · review first" : ""}
                </p>
              </div>
              <CommissionForm id={v.id} name={v.name} percent={v.commissionPercent} />
              {v.status === "active" ? (
                <ActionButton
                  url={`/api/admin/sellers/${v.id}`}
                  body={{ status: "suspended" }}
                  label="Suspend"
                  confirm={`Suspend ${v.name}? Its products leave the storefront and search.`}
                />
              ) : (
                <ActionButton url={`/api/admin/sellers/${v.id}`} body={{ status: "active" }} label="Reactivate" />
              )}
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="moderation" className="space-y-2">
        <h2 id="moderation" className="text-xl font-bold">
          Listings waiting for review ({queue.length})
        </h2>
        {queue.length === 0 ? (
          <p className="text-slate-600">No listings wait for review.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {queue.map((p) => (
              <li key={p.id} className="flex flex-wrap items-end justify-between gap-3 py-3">
                <p className="min-w-0">
                  <span className="font-medium">{p.name}</span>
                  <span className="block text-sm text-slate-600">
                    {p.vendor} · {p.sku}
                  </span>
                </p>
                <ActionButton
                  url={`/api/admin/moderation/${p.id}`}
                  body={{ decision: "approve" }}
                  label="Publish"
                  tone="primary"
                />
                <RejectListing id={p.id} name={p.name} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
