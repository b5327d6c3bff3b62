import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { DataTable } from "@/components/ui/data-table";
import { AuditTrail } from "@/features/admin/components/audit-change-list";
import { CommissionForm } from "@/features/admin/components/commission-form";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { ConsoleSubpage } from "@/features/admin/components/console-subpage";
import { ListingStatus } from "@/features/admin/components/listing-status";
import { SellerActions, SellerStatus } from "@/features/admin/components/seller-actions";
import { idSchema } from "@/features/admin/schemas";
import { operatorForPage } from "@/features/admin/server";
import { listAudit } from "@/features/admin/server/audit";
import { sellerDetail } from "@/features/admin/server/sellers";
import { StatusBadge } from "@/features/orders/components/status-badge";
import { AppError } from "@/lib/errors";
import { formatUsd } from "@/lib/money";

export const metadata: Metadata = { title: "Seller" };

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "—");

export default async function SellerPage({ params }: { params: Promise<{ id: string }> }) {
  const raw = (await params).id;
  if (!(await operatorForPage(`/admin/sellers/${encodeURIComponent(raw)}`))) return <ConsoleForbidden />;
  const id = idSchema.safeParse(raw);
  if (!id.success) notFound();
  const [d, audit] = await Promise.all([
    sellerDetail(id.data).catch((err) => {
      if (err instanceof AppError && err.code === "NOT_FOUND") notFound();
      throw err;
    }),
    listAudit({ targetType: "vendor", target: String(id.data) }),
  ]);
  const v = d.vendor;
  return (
    <ConsoleSubpage back={{ href: "/admin/sellers", label: "Sellers" }} title={v.name}>
      <section aria-labelledby="profile" className="card space-y-3 p-4">
        <h2 id="profile" className="text-lg font-semibold">
          Profile
        </h2>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Fact label="Status">
            <SellerStatus status={v.status} />
          </Fact>
          <Fact label="Listings">{v.reviewFirst ? "Review first" : "Go live directly"}</Fact>
          <Fact label="Shop">
            <Link href={`/vendors/${v.slug}`} target="_blank" className="text-brand-700 underline">
              /vendors/{v.slug}
            </Link>
          </Fact>
          <Fact label="Location">{[v.city, v.state].filter(Boolean).join(", ") || "—"}</Fact>
          <Fact label="Free shipping from">
            {v.minimumAmountForFreeShippingCents === null ? "—" : formatUsd(v.minimumAmountForFreeShippingCents)}
          </Fact>
          <Fact label="Shipping fee below it">
            {v.shippingFeeCents === null ? "Marketplace default" : formatUsd(v.shippingFeeCents)}
          </Fact>
          <Fact label="Payment terms">{v.paymentTerms || "—"}</Fact>
          <Fact label="On the marketplace since">{day(v.createdAt)}</Fact>
          {d.application && (
            <Fact label="Application">
              {d.application.contactName} · {d.application.email} · applied {day(d.application.createdAt)}
            </Fact>
          )}
        </dl>
        {v.about && <p className="text-sm text-slate-700">{v.about}</p>}
        <SellerActions seller={v} />
        <CommissionForm id={v.id} name={v.name} percent={v.commissionPercent} />
      </section>

      <section aria-labelledby="listings" className="card space-y-2 p-4">
        <h2 id="listings" className="text-lg font-semibold">
          Products ({d.products.total})
        </h2>
        {d.products.total === 0 ? (
          <p className="text-sm text-slate-600">No listings yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-3 text-sm">
            {d.products.byStatus.map((s) => (
              <li key={s.status}>
                <Link
                  href={`/admin/products?vendor=${v.id}&status=${s.status}`}
                  className="inline-flex items-center gap-1"
                >
                  <ListingStatus status={s.status} /> <span className="underline">{s.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="orders" className="space-y-2">
        <h2 id="orders" className="text-lg font-semibold">
          Orders ({d.orders.total})
        </h2>
        {d.orders.total > 0 && (
          <p className="text-sm text-slate-600">
            {d.orders.byStatus.map((s) => `${s.count} ${s.status} (${formatUsd(s.totalCents)})`).join(" · ")} ·{" "}
            <Link href={`/admin/orders?vendor=${v.id}`} className="text-brand-700 underline">
              all of them
            </Link>
          </p>
        )}
        {d.orders.recent.length === 0 ? (
          <p className="text-sm text-slate-600">No orders yet.</p>
        ) : (
          <DataTable
            caption="The seller's latest orders"
            rows={d.orders.recent}
            rowKey={(o) => o.id}
            columns={[
              {
                header: "Order",
                cell: (o) => (
                  <Link href={`/admin/orders/${o.id}`} className="font-medium text-brand-700 underline">
                    {o.orderNumber}
                  </Link>
                ),
              },
              { header: "Buyer", cell: (o) => o.email, wide: true },
              { header: "Placed", cell: (o) => day(o.createdAt), wide: true },
              { header: "Status", cell: (o) => <StatusBadge status={o.status} /> },
              { header: "Total", cell: (o) => formatUsd(o.totalCents), align: "right" },
            ]}
          />
        )}
      </section>

      <section aria-labelledby="team" className="space-y-2">
        <h2 id="team" className="text-lg font-semibold">
          Team ({d.team.length})
        </h2>
        {d.team.length === 0 ? (
          <p className="text-sm text-slate-600">Nobody can sign in to this seller&apos;s portal yet.</p>
        ) : (
          <DataTable
            caption="The seller's portal users"
            rows={d.team}
            rowKey={(m) => m.id}
            columns={[
              { header: "Email", cell: (m) => <span className="break-all">{m.email}</span> },
              { header: "Name", cell: (m) => m.name, wide: true },
              { header: "Role", cell: (m) => m.role },
            ]}
          />
        )}
      </section>

      <section aria-labelledby="keys" className="space-y-2">
        <h2 id="keys" className="text-lg font-semibold">
          API keys ({d.apiKeys.filter((k) => !k.revokedAt).length} in use)
        </h2>
        {d.apiKeys.length === 0 ? (
          <p className="text-sm text-slate-600">The seller has made no API keys.</p>
        ) : (
          <DataTable
            caption="The seller's API keys (never their secrets)"
            rows={d.apiKeys}
            rowKey={(k) => k.id}
            columns={[
              { header: "Key", cell: (k) => `${k.name} (${k.prefix}…)` },
              { header: "Scopes", cell: (k) => k.scopes.join(", "), wide: true },
              { header: "Last used", cell: (k) => day(k.lastUsedAt), wide: true },
              { header: "State", cell: (k) => (k.revokedAt ? `Revoked ${day(k.revokedAt)}` : "In use") },
            ]}
          />
        )}
      </section>

      <AuditTrail rows={audit.data} about="seller" />
    </ConsoleSubpage>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
