"use client";
import { useQuery } from "@tanstack/react-query";
import { useHydrated } from "@/lib/use-hydrated";
import { QueryIsland } from "@/components/queries/query-island";
import { queryClient } from "@/components/queries/query-client";
import { Notice } from "@/components/ui/notice";
import { takeArrivalPart } from "@/features/accounts";
import type { ProductDetail } from "../server/product-detail";
import { ProductPanel } from "./panel/product-panel";
import { fetchProductView, productViewKey } from "./product-view-query";

/** The product page's texts are drawn on the server; the panel never needs them. */
const withoutTexts = (p: ProductDetail): ProductDetail => ({ ...p, description: "", short_description: "", specs: {} });

// The session's own view; texts left out, so not quick view's entry. On arrival it is the page's
// one read of the buyer's parts (accounts' buyer-parts); after that (a client-side visit, a change)
// it asks /api/product-view. Fresh for 2 s: long enough for the read started beside the viewer's
// (prefetchBuyerView) to serve the panel that mounts once the viewer is known, short enough that
// every later visit of the page reads the buyer's state again.
const buyerView = (slug: string) => ({
  queryKey: [...productViewKey(slug, null), "session-panel"],
  queryFn: async () => {
    const kept = await takeArrivalPart<ProductDetail>("product", slug);
    if (kept && !kept.value) throw new Error("Product not found.");
    return withoutTexts(kept?.value ?? (await fetchProductView(slug, null)));
  },
  staleTime: 2_000,
});

/** Starts the session buyer's read of a member shell's product at once, beside the viewer's own. */
export function prefetchBuyerView(slug: string): void {
  void queryClient().prefetchQuery(buyerView(slug));
}

/** A member shell's product as the session's buyer sees it (ViewerProductPanel). */
export function BuyerPanel({ shellProduct }: { shellProduct: ProductDetail }) {
  return (
    <QueryIsland>
      <BuyerRead shellProduct={shellProduct} />
    </QueryIsland>
  );
}

function BuyerRead({ shellProduct }: { shellProduct: ProductDetail }) {
  const query = useQuery(buyerView(shellProduct.slug));
  // hydration draws the pending panel the server drew, even when the buyer's view is already cached
  const hydrated = useHydrated();
  if (!hydrated) return <ProductPanel product={shellProduct} pending />;
  if (query.data) return <ProductPanel product={query.data} />;
  if (query.isError)
    return (
      <>
        <ProductPanel product={shellProduct} pending />
        <Notice tone="error">{query.error.message} Reload the page to try again.</Notice>
      </>
    );
  return <ProductPanel product={shellProduct} pending />;
}
