"use client";
import { useQuery } from "@tanstack/react-query";
import { ModalShell } from "@/components/ui/modal-shell";
import { Notice } from "@/components/ui/notice";
import { PanelLoader } from "@/components/ui/loader";
import { useViewer } from "@/features/accounts";
import { ProductPanel } from "./panel/product-panel";
import { AlsoSoldBySlot } from "./also-sold-by-slot";
import { fetchProductView, productViewKey } from "./product-view-query";
import { withQueries } from "@/components/queries/query-island";

/** The product as this viewer sees it (GET /api/product-view/...), in the modal shell. */
function QuickViewModalView({ slug, open, onClosed }: { slug: string; open: boolean; onClosed: () => void }) {
  const viewerId = useViewer()?.id ?? null;
  const query = useQuery({
    queryKey: productViewKey(slug, viewerId),
    queryFn: () => fetchProductView(slug, viewerId),
    staleTime: 30_000,
  });
  return (
    <ModalShell
      open={open}
      onClosed={onClosed}
      title={query.data ? `Quick view: ${query.data.name}` : "Quick view"}
      wide
    >
      <div className="p-4 pt-12 sm:p-6 sm:pt-12">
        {query.isPending ? (
          <PanelLoader label="Loading product" />
        ) : query.isError ? (
          <Notice tone="error">{query.error.message}</Notice>
        ) : (
          <>
            <ProductPanel product={query.data} inModal />
            <AlsoSoldBySlot productId={query.data.id} eager />
          </>
        )}
      </div>
    </ModalShell>
  );
}

/** Loaded on demand, so it brings the page's query cache with it. */
export const QuickViewModal = withQueries(QuickViewModalView);
