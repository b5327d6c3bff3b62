import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { parseOrderListQuery } from "@/features/orders/list-params";
import { OrderHistory } from "@/features/orders/components/order-history";
import { listOrderPage, orderedVendors } from "@/features/orders/server/history";

export const metadata: Metadata = { title: "Your orders" };

type Search = Record<string, string | string[] | undefined>;

export default async function Page({ searchParams }: { searchParams: Promise<Search> }) {
  const sp = await searchParams;
  const one = (n: string) => {
    const v = sp[n];
    return Array.isArray(v) ? v[0] : v;
  };
  const qs = new URLSearchParams(Object.entries(sp).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));
  const viewer = await requirePageViewer(`/user/orders${qs.size ? `?${qs}` : ""}`);
  // a bad parameter in a hand-edited link falls back to its default rather than an error page
  const { query } = parseOrderListQuery(one);
  const [page, vendors] = await Promise.all([listOrderPage(viewer.id, query), orderedVendors(viewer.id)]);
  return (
    <div className="container-page max-w-5xl space-y-4 py-8">
      <h1 className="text-2xl font-bold">Your orders</h1>
      <OrderHistory page={page} query={query} vendors={vendors} />
    </div>
  );
}
