"use client";
import { useQuery } from "@tanstack/react-query";
import { MessageBox } from "@/components/ui/message-box";
import { useViewer, useViewerPending } from "@/features/accounts";
import type { ProductDetail } from "../server/product-detail";
import { ProductPanel } from "./panel/product-panel";
import { fetchProductView, productViewKey } from "./product-view-query";

/** The product page's texts are drawn on the server; the panel never needs them. */
const withoutTexts = (p: ProductDetail): ProductDetail => ({ ...p, description: "", short_description: "", specs: {} });

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
  return <BuyerPanel shellProduct={product} waitForViewer={pending} />;
}

function BuyerPanel({ shellProduct, waitForViewer }: { shellProduct: ProductDetail; waitForViewer: boolean }) {
  const query = useQuery({
    // the session's own view; texts left out, so not quick view's entry
    queryKey: [...productViewKey(shellProduct.slug, null), "session-panel"],
    queryFn: async () => withoutTexts(await fetchProductView(shellProduct.slug, null)),
    staleTime: 0, // every visit of the page reads the buyer's state again
  });
  if (query.data && !waitForViewer) return <ProductPanel product={query.data} />;
  if (query.isError)
    return (
      <>
        <ProductPanel product={shellProduct} pending />
        <MessageBox tone="error">{query.error.message} Reload the page to try again.</MessageBox>
      </>
    );
  return <ProductPanel product={shellProduct} pending />;
}
