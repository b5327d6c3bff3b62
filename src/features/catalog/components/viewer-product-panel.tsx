"use client";
import { lazy, Suspense } from "react";
import { useViewer, useViewerPending } from "@/features/accounts";
import type { ProductDetail } from "../server/product-detail";
import { ProductPanel } from "./panel/product-panel";

// The buyer's read (queries) is a chunk of its own: a visitor's product page never loads it.
const BuyerPanel = lazy(() => import("./buyer-product-panel").then((m) => ({ default: m.BuyerPanel })));

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
  if (product.for_viewer || (!pending && viewer === null)) return <ProductPanel product={product} />;
  return (
    <Suspense fallback={<ProductPanel product={product} pending />}>
      <BuyerPanel shellProduct={product} waitForViewer={pending} />
    </Suspense>
  );
}
