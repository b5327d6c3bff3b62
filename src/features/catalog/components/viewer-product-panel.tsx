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
 * The product page's gallery and buy box. On a page drawn for this viewer (or a visitor) it is the
 * server's product; in a member shell the page holds a visitor's view, so the buyer's own (price,
 * quote, cart quantities, request state) is read from /api/product-view/{slug}/{userId} and shown
 * once it arrives, the price and buy box holding their place meanwhile.
 */
export function ViewerProductPanel({ product }: { product: ProductDetail }) {
  const { shell, pending, viewer } = useViewerState();
  if (!shell || (!pending && viewer === null)) return <ProductPanel product={product} />;
  if (pending || viewer === null) return <ProductPanel product={product} pending />;
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
