import Link from "next/link";
import { ORDER_STATUSES } from "../rules";
import { orderListSearch, pageCount, type OrderListQuery } from "../list-params";
import type { OrderPage } from "../server/history";
import { OrderRows } from "./orders-list";

const field = "mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm";

/** The buyer's full order history: search, filters, pages and a CSV of what the filters match. */
export function OrderHistory({
  page,
  query,
  vendors,
}: {
  page: OrderPage;
  query: OrderListQuery;
  vendors: { value: string; name: string }[];
}) {
  const pages = pageCount(page.total, page.per_page);
  const first = page.total === 0 ? 0 : (page.page - 1) * page.per_page + 1;
  const last = Math.min(page.total, page.page * page.per_page);
  const vendorValue = query.vendor ? `${query.vendor.kind}:${query.vendor.id}` : "";
  const filtered = Boolean(query.q || query.status || query.vendor || query.from || query.to);
  return (
    <div className="space-y-4">
      <form method="get" action="/user/orders" role="search" className="card grid gap-3 p-4 sm:grid-cols-6">
        <label className="text-sm sm:col-span-2">
          Search orders
          <input
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder="Order number, product, vendor or PO"
            className={field}
          />
        </label>
        <label className="text-sm">
          Status
          <select name="status" defaultValue={query.status ?? ""} className={field}>
            <option value="">Any status</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s[0]!.toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          Vendor
          <select name="vendor" defaultValue={vendorValue} className={field}>
            <option value="">Any vendor</option>
            {vendors.map((v) => (
              <option key={v.value} value={v.value}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          From
          <input name="from" type="date" defaultValue={query.from ?? ""} className={field} />
        </label>
        <label className="text-sm">
          To
          <input name="to" type="date" defaultValue={query.to ?? ""} className={field} />
        </label>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-6">
          <button type="submit" className="btn-primary">
            Show orders
          </button>
          {filtered && (
            <Link href="/user/orders" className="text-sm text-brand-700 hover:underline">
              Clear filters
            </Link>
          )}
          <a href={`/api/orders/export${orderListSearch(query, { page: 1 })}`} download className="btn-outline ml-auto">
            Export CSV
          </a>
        </div>
      </form>
      <section aria-labelledby="order-history-h" className="card p-4">
        <h2 id="order-history-h" className="text-lg font-semibold">
          {page.total === 0
            ? filtered
              ? "No orders match these filters"
              : "You have no orders yet"
            : `Orders ${first}–${last} of ${page.total}`}
        </h2>
        {page.orders.length > 0 && <OrderRows orders={page.orders} />}
        {pages > 1 && (
          <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-center gap-3 text-sm">
            {page.page > 1 && (
              <Link
                href={`/user/orders${orderListSearch(query, { page: page.page - 1 })}`}
                rel="prev"
                className="btn-outline"
              >
                Previous
              </Link>
            )}
            <span>
              Page {page.page} of {pages}
            </span>
            {page.page < pages && (
              <Link
                href={`/user/orders${orderListSearch(query, { page: page.page + 1 })}`}
                rel="next"
                className="btn-outline"
              >
                Next
              </Link>
            )}
          </nav>
        )}
      </section>
    </div>
  );
}
