"use client";
import { useQuery } from "@tanstack/react-query";
import { MessageBox } from "@/components/ui/message-box";
import { useViewerState } from "@/features/accounts";
import type { ProductDetail } from "../server/product-detail";
import { ProductPanel } from "./panel/product-panel";
import { fetchProductView, productViewKey } from "./product-view-query";

/** The product page's texts are drawn on the server; the panel never needs them. */
const withoutTexts = (p: ProductDetail): ProductDetail => ({ ...p, description: "", short_description: "", specs: {} });

/**
 * The product page's gallery and buy box. A product drawn for this viewer (or for a visitor, to a
 * visitor) is shown as it is. One drawn for no one (a member shell, reached by a full load or a
 * client-side navigation) is shown to a signed-in buyer as they see it, read from
 * /api/product-view/{slug}/{userId} (price, quote, cart quantities, request state), the price and
 * buy box holding their place meanwhile and while the shell's viewer is still being read.
 */
export function ViewerProductPanel({ product }: { product: ProductDetail }) {
  const { pending, viewer } = useViewerState();
  if (product.for_viewer) return <ProductPanel product={product} />;
  if (pending) return <ProductPanel product={product} pending />;
  if (viewer === null) return <ProductPanel product={product} />;
  return <BuyerPanel shellProduct={product} viewerId={viewer.id} />;
}

function BuyerPanel({ shellProduct, viewerId }: { shellProduct: ProductDetail; viewerId: string }) {
  const query = useQuery({
    queryKey: [...productViewKey(shellProduct.slug, viewerId), "panel"], // texts left out: not quick view's entry
    queryFn: async () => withoutTexts(await fetchProductView(shellProduct.slug, viewerId)),
    staleTime: 0, // every visit of the page reads the buyer's state again
  });
  if (query.data) return <ProductPanel product={query.data} />;
  if (query.isError)
    return (
      <>
        <ProductPanel product={shellProduct} pending />
        <MessageBox tone="error">{query.error.message} Reload the page to try again.</MessageBox>
      </>
    );
  return <ProductPanel product={shellProduct} pending />;
}
