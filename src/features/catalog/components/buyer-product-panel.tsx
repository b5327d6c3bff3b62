"use client";
import { useQuery } from "@tanstack/react-query";
import { QueryIsland } from "@/components/queries/query-island";
import { MessageBox } from "@/components/ui/message-box";
import type { ProductDetail } from "../server/product-detail";
import { ProductPanel } from "./panel/product-panel";
import { fetchProductView, productViewKey } from "./product-view-query";

/** The product page's texts are drawn on the server; the panel never needs them. */
const withoutTexts = (p: ProductDetail): ProductDetail => ({ ...p, description: "", short_description: "", specs: {} });

type Props = { shellProduct: ProductDetail; waitForViewer: boolean };

/** A member shell's product as the session's buyer sees it (ViewerProductPanel). */
export function BuyerPanel(props: Props) {
  return (
    <QueryIsland>
      <BuyerRead {...props} />
    </QueryIsland>
  );
}

function BuyerRead({ shellProduct, waitForViewer }: Props) {
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
