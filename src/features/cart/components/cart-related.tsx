"use client";
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import Link from "@/components/ui/intent-link";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";
import { useNearScreen } from "@/components/use-near-screen";
import { api } from "@/lib/api-client";
import { priceLabel } from "../rules";
import type { RelatedCard } from "../types";

/**
 * "Related products" under the cart's lines: read once the spot comes near the screen (below a long cart, not
 * part of the page's arrival), and again whenever the cart changes (its key sits under ["cart"]).
 */
export function CartRelated() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearScreen(ref);
  const related = useQuery({
    queryKey: ["cart", "related-products"],
    enabled: near,
    staleTime: 60_000,
    queryFn: async () => {
      const res = await api<{ relatedProducts: RelatedCard[] }>("GET", "/api/cart/related");
      if (!res.ok) throw new Error(res.message);
      return res.data.relatedProducts;
    },
  });
  const cards = related.data ?? [];
  return (
    <section ref={ref} className="lg:col-span-2" aria-labelledby={cards.length ? "related-h" : undefined}>
      {cards.length > 0 && (
        <>
          <h2 id="related-h" className="mb-3 text-lg font-semibold">
            Related products
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {cards.slice(0, 8).map((r) => (
              <li key={r.id} className="card overflow-hidden">
                <Link href={`/${r.slug}`} className="block">
                  <ImageWithFallback
                    src={r.image}
                    alt=""
                    width={240}
                    height={240}
                    loading="lazy"
                    className="aspect-square w-full object-cover"
                  />
                  <p className="line-clamp-2 px-2 pt-2 text-sm font-medium">{r.name}</p>
                  <p className="px-2 pb-2 text-sm font-semibold">
                    {r.price_state === "price" ? priceLabel(r.price_cents) : ""}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
