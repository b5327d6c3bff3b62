"use client";
import { lazy, Suspense, useEffect } from "react";
import { useViewer, useViewerPending } from "@/features/accounts";
import type { ProductDetail } from "../server/product-detail";
import { ProductPanel } from "./panel/product-panel";

// The buyer's read (queries) is a chunk of its own: a visitor's product page never loads it.
const loadBuyerPanel = () => import("./buyer-product-panel");
const BuyerPanel = lazy(() => loadBuyerPanel().then((m) => ({ default: m.BuyerPanel })));

/**
 * The product page's gallery and buy box. A product drawn for this viewer (or for a visitor, to a
 * visitor) is shown as it is. One drawn for no one (a member shell, reached by a full load or a
 * client-side navigation) is shown to a signed-in buyer as they see it: GET /api/product-view/{slug}
 * answers for the session's buyer (price, quote, cart quantities, request state), so it is asked at
 * once, beside the viewer's own read; the price and buy box hold their place until both are in.
 */
export function ViewerProductPanel({ product }: { product: ProductDetail }) {
  const viewer = useViewer();
  const pending = useViewerPending();
  const shell = !product.for_viewer;
  const visitor = !pending && viewer === null;
  useEffect(() => {
    if (shell && !visitor) void loadBuyerPanel().then((m) => m.prefetchBuyerView(product.slug));
  }, [shell, visitor, product.slug]);
  if (!shell || visitor) return <ProductPanel product={product} />;
  // the stand-in is drawn directly while the viewer is read, so the server's HTML hydrates as it is
  if (pending) return <ProductPanel product={product} pending />;
  return (
    <Suspense fallback={<ProductPanel product={product} pending />}>
      <BuyerPanel shellProduct={product} />
    </Suspense>
  );
}
