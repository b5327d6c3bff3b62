"use client";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { usePageInUse } from "@/components/islands/page-in-use";

const AlsoSoldBy = lazy(() => import("./also-sold-by").then((m) => ({ default: m.AlsoSoldBy })));

/**
 * Where "Also sold by" goes: its code and its read start only once the page is in use and the spot comes near
 * the screen (a product page: never part of the page's arrival, like the other late code), or at once
 * (`eager`: the quick view, opened on purpose).
 */
export function AlsoSoldBySlot({ productId, eager = false }: { productId: number; eager?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(eager);
  const inUse = usePageInUse();
  useEffect(() => {
    if (near || !inUse || !ref.current) return;
    const io = new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && setNear(true), {
      rootMargin: "200px",
    });
    io.observe(ref.current);
    return () => io.disconnect();
  }, [near, inUse]);
  return (
    <div ref={ref} data-offers-for={productId}>
      {near && (
        <Suspense fallback={null}>
          <AlsoSoldBy productId={productId} />
        </Suspense>
      )}
    </div>
  );
}
