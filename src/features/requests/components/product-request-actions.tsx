import type { ProductDetail } from "@/features/catalog/server/product-detail";
import { toRequestProduct } from "../request-product";
import { LogoPrintingPrompt, PriceRequestButton, SampleRequestButton } from "./request-actions";

/**
 * The three request actions for a server-rendered product page. The page has no variation
 * chooser yet, so the logo prompt gets no selected variation (it asks for one on variation products).
 */
export function ProductRequestActions({ product, selectedVariationId = null }: { product: ProductDetail; selectedVariationId?: number | null }) {
  const p = toRequestProduct(product);
  return (
    <div className="mt-4 flex flex-col gap-3 sm:max-w-md">
      <div className="flex flex-wrap gap-3">
        <PriceRequestButton product={p} />
        <SampleRequestButton product={p} />
      </div>
      <LogoPrintingPrompt product={p} selectedVariationId={selectedVariationId} />
    </div>
  );
}
