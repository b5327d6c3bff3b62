import { getViewer } from "@/features/accounts/server/session";
import type { ProductDetail } from "@/features/catalog/server/product-detail";
import { toRequestProduct } from "../request-product";
import { hasPendingSample } from "../server/sample-requests";
import { LogoPrintingPrompt, PriceRequestButton, SampleRequestButton } from "./request-actions";

/**
 * The three request actions for a server-rendered product page. The page has no variation
 * chooser yet, so the logo prompt gets no selected variation (it asks for one on variation products).
 */
export async function ProductRequestActions({ product, selectedVariationId = null }: { product: ProductDetail; selectedVariationId?: number | null }) {
  const viewer = await getViewer();
  const offersSample = product.sample_product || product.sub_products.some((v) => v.sample_product);
  const samplePending = viewer && offersSample ? await hasPendingSample(viewer.id, product.id) : false;
  const p = toRequestProduct(product, { sample_pending: samplePending });
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
