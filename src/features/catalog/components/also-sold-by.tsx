"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { PanelLoader } from "@/components/ui/loader";
import { Notice } from "@/components/ui/notice";
import { takeArrivalPart, useViewer, useViewerPending } from "@/features/accounts";
import { api } from "@/lib/api-client";
import type { Offer } from "../server/offers";
import { PRICE_TEXT } from "../rules";
import { useCatalogSlots } from "./catalog-slots";
import { withQueries } from "@/components/queries/query-island";
import { formatDollars } from "@/lib/money";

function OfferRow({ o }: { o: Offer }) {
  const viewer = useViewer();
  const { useAddToCart } = useCatalogSlots();
  const add = useAddToCart();
  const [said, setSaid] = useState<string | null>(null);
  const quantity = Math.max(1, o.minimum_order ?? 1);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-100 py-3 first:border-0">
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium">
          <span>{o.vendor_name}</span>
          {o.current && (
            <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">This listing</span>
          )}
          {o.quoted && (
            <span className="ml-2 rounded bg-emerald-50 px-1.5 py-0.5 text-xs text-emerald-800">Quoted to you</span>
          )}
        </p>
        <p className="text-xs text-slate-600">
          Pack of {o.pack.size} {o.pack.unit} · {o.in_stock ? `${o.stock} in stock` : "Out of stock"}
          {o.minimum_order ? ` · minimum ${o.minimum_order}` : ""} · ships in {o.lead_days} days
          {o.free_shipping_threshold ? ` · free shipping over ${formatDollars(o.free_shipping_threshold)}` : ""}
        </p>
      </div>
      <div className="text-right">
        {o.price === null ? (
          <p className="text-sm text-slate-600">{PRICE_TEXT[o.price_state as keyof typeof PRICE_TEXT] ?? "—"}</p>
        ) : (
          <>
            <p className="font-bold">{formatDollars(o.price)}</p>
            {o.unit_price !== null && o.pack.size > 1 && (
              <p className="text-xs text-slate-600">
                {formatDollars(o.unit_price)} per {o.pack.unit}
              </p>
            )}
          </>
        )}
      </div>
      <div className="flex gap-2">
        {!o.current && (
          <Link href={`/${o.slug}`} className="btn-outline text-sm" aria-label={`View ${o.vendor_name}'s listing`}>
            View
          </Link>
        )}
        {viewer && o.can_buy && (
          <button
            type="button"
            className="btn-primary text-sm"
            disabled={add.isPending}
            aria-label={`Add ${o.vendor_name}'s offer to cart`}
            onClick={() =>
              add.mutate(
                { type: "product", product_id: o.product_id, vendor_id: o.vendor_id, quantity },
                { onSuccess: (r) => setSaid(r.message), onError: () => setSaid("Could not add it; please try again.") },
              )
            }
          >
            Add to cart
          </button>
        )}
      </div>
      {said && (
        <p role="status" className="basis-full text-sm text-slate-700">
          {said}
        </p>
      )}
    </li>
  );
}

/**
 * "Also sold by": every vendor's offer of this item, priced for this viewer by the server, cheapest per unit
 * first. Loaded on demand (`AlsoSoldBySlot`), so it brings the page's query cache with it.
 */
function AlsoSoldByView({ productId, slug }: { productId: number; slug?: string }) {
  const viewerId = useViewer()?.id ?? null;
  // in a member shell the buyer is read after the page is up: asking before would fetch a visitor's
  // offers and then the buyer's, two requests of one visit
  const pending = useViewerPending();
  const query = useQuery({
    queryKey: ["offers", productId, viewerId],
    enabled: !pending,
    staleTime: 30_000,
    queryFn: async () => {
      // a member shell's product: the offers came with the buyer's other parts on arrival (a visitor has none)
      const arrived = viewerId && slug ? await takeArrivalPart<Offer[]>("offers", slug) : undefined;
      if (arrived?.value) return arrived.value;
      const res = await api<{ offers: Offer[] }>("GET", `/api/products/${productId}/offers`);
      if (!res.ok) throw new Error(res.message);
      return res.data.offers;
    },
  });
  const others = query.data?.filter((o) => !o.current) ?? [];
  if (query.isSuccess && others.length === 0) return null;
  return (
    <section aria-labelledby={`offers-h-${productId}`} className="card mt-6 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`offers-h-${productId}`} className="text-lg font-bold">
          Also sold by
        </h2>
        {viewerId && query.isSuccess && (
          <Link href={`/user/rfqs/new?product=${productId}`} className="text-sm text-brand-700 underline">
            Request quotes from these vendors
          </Link>
        )}
      </div>
      {query.isPending ? (
        <PanelLoader label="Loading offers" />
      ) : query.isError ? (
        <Notice tone="error">{query.error.message}</Notice>
      ) : (
        <ul className="mt-2">
          {query.data.map((o) => (
            <OfferRow key={o.product_id} o={o} />
          ))}
        </ul>
      )}
    </section>
  );
}

export const AlsoSoldBy = withQueries(AlsoSoldByView);
