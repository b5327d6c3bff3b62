import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { DataTable } from "@/components/ui/data-table";
import { AuditTrail } from "@/features/admin/components/audit-change-list";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { ConsoleSubpage } from "@/features/admin/components/console-subpage";
import { OrderActions } from "@/features/admin/components/order-actions";
import { OrderNoteForm } from "@/features/admin/components/order-note-form";
import { idSchema } from "@/features/admin/schemas";
import { operatorForPage } from "@/features/admin/server";
import { getOrder } from "@/features/admin/server/orders";
import { addressLines, paymentStatusLabel } from "@/features/orders";
import { MoneyEventsList } from "@/features/payments/components/money-events-list";
import { orderMoneyEvents } from "@/features/payments/server";
import { StatusBadge } from "@/features/orders/components/status-badge";
import { AppError } from "@/lib/errors";
import { formatUsd } from "@/lib/money";

export const metadata: Metadata = { title: "Order" };

const when = (d: Date | string) => `${new Date(d).toISOString().slice(0, 16).replace("T", " ")} UTC`;
type Address = Record<string, string> | null;

export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const raw = (await params).id;
  if (!(await operatorForPage(`/admin/orders/${encodeURIComponent(raw)}`))) return <ConsoleForbidden />;
  const id = idSchema.safeParse(raw);
  if (!id.success) notFound();
  const o = await getOrder(id.data).catch((err) => {
    if (err instanceof AppError && err.code === "NOT_FOUND") notFound();
    throw err;
  });
  const shipTo = addressLines(o.shippingAddress as Address);
  const billTo = addressLines((o.billingAddress ?? o.shippingAddress) as Address);
  return (
    <ConsoleSubpage back={{ href: "/admin/orders", label: "Orders" }} title={`Order ${o.orderNumber}`}>
      <p className="flex flex-wrap items-center gap-2 text-slate-600">
        <StatusBadge status={o.status} />
        <Link href={`/admin/sellers/${o.vendorId}`} className="underline">
          {o.vendor}
        </Link>
        ·
        <Link href={`/admin/buyers/${encodeURIComponent(o.userId)}`} className="break-all underline">
          {o.email}
        </Link>
        · placed {when(o.createdAt)} · {formatUsd(o.totalCents)}
        {o.refundedCents > 0 && ` · ${formatUsd(o.refundedCents)} refunded`}
      </p>
      <OrderActions
        id={o.id}
        orderNumber={o.orderNumber}
        status={o.status}
        shipped={o.shipments.length > 0}
        totalCents={o.totalCents}
        refundedCents={o.refundedCents}
        paymentMethod={o.paymentMethod}
      />
      <section aria-labelledby="money" className="card p-4">
        <h2 id="money" className="font-semibold">
          Money
        </h2>
        <p className="text-sm text-slate-600">Payment: {paymentStatusLabel(o.paymentMethod, o.paymentStatus)}</p>
        <MoneyEventsList events={await orderMoneyEvents(o.id)} />
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="ship-to" className="card p-4 text-sm">
          <h2 id="ship-to" className="mb-1 font-semibold">
            Ship to
          </h2>
          {shipTo.length ? shipTo.map((l) => <p key={l}>{l}</p>) : <p className="text-slate-600">No address.</p>}
        </section>
        <section aria-labelledby="bill-to" className="card p-4 text-sm">
          <h2 id="bill-to" className="mb-1 font-semibold">
            Bill to
          </h2>
          {billTo.length ? billTo.map((l) => <p key={l}>{l}</p>) : <p className="text-slate-600">No address.</p>}
          {o.poNumber && <p className="mt-1 text-slate-600">PO {o.poNumber}</p>}
          <p className="mt-1 text-slate-600">Payment: {o.paymentMethod === "card" ? "Card" : "Invoice (net 30)"}</p>
        </section>
      </div>

      <section aria-labelledby="items" className="space-y-2">
        <h2 id="items" className="text-lg font-semibold">
          Items
        </h2>
        <DataTable
          caption="The order's lines"
          rows={o.items}
          rowKey={(i) => i.id}
          columns={[
            {
              header: "Item",
              cell: (i) => (
                <span className="block min-w-40">
                  {i.name}
                  {i.sku && <span className="block text-xs text-slate-600">{i.sku}</span>}
                  {i.cancelled > 0 && (
                    <span className="block text-xs text-red-700">
                      Cancelled by the vendor{i.cancelReason ? `: ${i.cancelReason}` : ""}
                    </span>
                  )}
                </span>
              ),
            },
            { header: "Qty", cell: (i) => i.quantity, align: "right" },
            { header: "Unit", cell: (i) => formatUsd(i.unitPriceCents), align: "right", wide: true },
            { header: "Line total", cell: (i) => formatUsd(i.lineTotalCents), align: "right" },
          ]}
        />
        <p className="text-right text-sm text-slate-700">
          Subtotal {formatUsd(o.subtotalCents)}
          {o.discountCents > 0 && ` · discount −${formatUsd(o.discountCents)}`} · shipping {formatUsd(o.shippingCents)}{" "}
          · <span className="font-semibold">total {formatUsd(o.totalCents)}</span>
        </p>
      </section>

      <section aria-labelledby="shipments" className="space-y-2">
        <h2 id="shipments" className="text-lg font-semibold">
          Shipments ({o.shipments.length})
        </h2>
        {o.shipments.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing has shipped yet.</p>
        ) : (
          o.shipments.map((s) => (
            <div key={s.id} className="space-y-1">
              <p className="text-sm">
                <span className="font-medium">
                  {s.carrier} {s.tracking_number}
                </span>{" "}
                · {when(s.created_at)}
              </p>
              <DataTable
                caption={`Parcel ${s.carrier} ${s.tracking_number}`}
                rows={s.lines}
                rowKey={(l) => `${s.id}-${l.line_id}-${l.lot ?? ""}`}
                columns={[
                  { header: "Item", cell: (l) => l.name },
                  { header: "Qty", cell: (l) => l.quantity, align: "right" },
                  { header: "Lot", cell: (l) => l.lot ?? "—" },
                  { header: "Expiry", cell: (l) => l.expiry ?? "—", wide: true },
                ]}
              />
            </div>
          ))
        )}
      </section>

      <section aria-labelledby="timeline" className="card p-4">
        <h2 id="timeline" className="mb-2 text-lg font-semibold">
          History
        </h2>
        {o.timeline.length === 0 ? (
          <p className="text-sm text-slate-600">No status changes recorded.</p>
        ) : (
          <ol className="space-y-2 border-l-2 border-brand-200 pl-4 text-sm">
            {o.timeline.map((t) => (
              <li key={t.id}>
                <span className="font-medium">{t.status}</span> ·{" "}
                <time dateTime={t.createdAt.toISOString()}>{when(t.createdAt)}</time>
                {t.note ? ` · ${t.note}` : ""}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="notes" className="card space-y-3 p-4">
        <h2 id="notes" className="text-lg font-semibold">
          Internal notes ({o.notes.length})
        </h2>
        {o.notes.length > 0 && (
          <ul className="space-y-2 text-sm">
            {o.notes.map((n) => (
              <li key={n.id} className="border-l-2 border-slate-200 pl-3">
                <p className="whitespace-pre-wrap">{n.body}</p>
                <p className="text-xs text-slate-500">
                  {n.actorEmail} · {when(n.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
        <OrderNoteForm orderId={o.id} />
      </section>

      <AuditTrail rows={o.audit} about="order" />
    </ConsoleSubpage>
  );
}
