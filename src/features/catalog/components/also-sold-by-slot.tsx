"use client";
import { lazy, Suspense, useRef } from "react";
import { usePageInUse } from "@/components/islands/page-in-use";
import { useNearScreen } from "@/components/use-near-screen";

const AlsoSoldBy = lazy(() => import("./also-sold-by").then((m) => ({ default: m.AlsoSoldBy })));

/**
 * Where "Also sold by" goes: its code and its read start only once the page is in use and the spot comes near
 * the screen (a product page: never part of the page's arrival, like the other late code), or at once
 * (`eager`: the quick view, opened on purpose). `slug`: a product page's own product, whose offers may
 * have come with the buyer's parts on arrival.
 */
export function AlsoSoldBySlot({
  productId,
  slug,
  eager = false,
}: {
  productId: number;
  slug?: string;
  eager?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, usePageInUse(), eager);
  return (
    <div ref={ref} data-offers-for={productId}>
      {near && (
        <Suspense fallback={null}>
          <AlsoSoldBy productId={productId} slug={slug} />
        </Suspense>
      )}
    </div>
  );
}
