import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { RfqForm } from "@/features/requests/components/rfq-form";
import { rfqDraft } from "@/features/requests/server/rfq-draft";

export const metadata: Metadata = { title: "Request quotes" };

/** A new request for quote: from an item's offers (?product=), the cart (?from=cart) or free text. */
export default async function NewRfqPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const q = await searchParams;
  const viewer = await requirePageViewer("/user/rfqs/new");
  const product = Number(q.product) > 0 ? Number(q.product) : undefined;
  const draft = await rfqDraft(viewer, { product, cart: q.from === "cart" });
  return (
    <div className="container-page max-w-4xl py-8">
      <h1 className="text-2xl font-bold text-ink">Request quotes from several vendors</h1>
      <p className="mb-6 mt-1 text-slate-600">
        Each vendor you choose answers with its price, quantity and lead time per item; you compare the quotes side by
        side and put the ones you want in your cart.
      </p>
      <RfqForm draft={draft} />
    </div>
  );
}
