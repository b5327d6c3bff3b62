import Link from "next/link";
import { dollarsToCents, formatUsd } from "@/lib/money";
import { DEFAULT_PER_PAGE, parseOrderListQuery } from "../list-params";
import { listOrderPage, type OrderSummary } from "../server/history";
import { StatusBadge } from "./status-badge";

export function OrderRows({ orders }: { orders: OrderSummary[] }) {
  return (
    <ul className="mt-2 divide-y divide-slate-100">
      {orders.map((o) => (
        <li key={o.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
          <Link href={`/user/order-details/${o.id}`} className="font-medium text-brand-700 hover:underline">
            {o.order_number}
          </Link>
          <span className="text-slate-600">{o.vendor_name}</span>
          <span className="text-slate-500">{new Date(o.created_at).toLocaleDateString("en-US")}</span>
          {o.po_number && <span className="text-slate-500">PO {o.po_number}</span>}
          <StatusBadge status={o.shown_status} />
          <span className="ml-auto font-semibold">{formatUsd(dollarsToCents(o.total))}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Server component: the buyer's newest orders; the dashboard and /track-order mount it. When there
 * are more than it shows, it links to the full, searchable history instead of cutting off silently.
 */
export async function OrdersList({
  userId,
  limit = DEFAULT_PER_PAGE,
  title = "Your orders",
}: {
  userId: string;
  limit?: number;
  title?: string;
}) {
  const { query } = parseOrderListQuery((n) => (n === "per_page" ? String(limit) : null));
  const { orders, total } = await listOrderPage(userId, query);
  return (
    <section aria-labelledby="orders-list-h" className="card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="orders-list-h" className="text-lg font-semibold">
          {title}
        </h2>
        {total > 0 && (
          <Link href="/user/orders" className="text-sm text-brand-700 hover:underline">
            {total > orders.length ? `See all ${total} orders` : "Search and export your orders"}
          </Link>
        )}
      </div>
      {orders.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">You have no orders yet.</p>
      ) : (
        <OrderRows orders={orders} />
      )}
    </section>
  );
}
