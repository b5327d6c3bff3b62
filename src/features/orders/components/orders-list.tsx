import Link from "next/link";
import { dollarsToCents, formatUsd } from "@/lib/money";
import { listOrders } from "../server/queries";
import { StatusBadge } from "./status-badge";

/** Server component: the buyer's orders, newest first; the dashboard and /track-order mount it. */
export async function OrdersList({
  userId,
  limit = 20,
  title = "Your orders",
}: {
  userId: string;
  limit?: number;
  title?: string;
}) {
  const orders = await listOrders(userId, limit);
  return (
    <section aria-labelledby="orders-list-h" className="card p-4">
      <h2 id="orders-list-h" className="text-lg font-semibold">
        {title}
      </h2>
      {orders.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">You have no orders yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
              <Link href={`/user/order-details/${o.id}`} className="font-medium text-brand-700 hover:underline">
                {o.order_number}
              </Link>
              <span className="text-slate-600">{o.vendor_name}</span>
              <span className="text-slate-500">{new Date(o.created_at).toLocaleDateString("en-US")}</span>
              <StatusBadge status={o.status} />
              <span className="ml-auto font-semibold">{formatUsd(dollarsToCents(o.total))}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
