"use client";
import { useQuery } from "@tanstack/react-query";
import { ModalShell } from "@/components/ui/modal-shell";
import { MessageBox } from "@/components/ui/message-box";
import { PanelLoader } from "@/components/ui/loader";
import { useViewer } from "@/features/accounts";
import type { ProductDetail } from "../server/product-detail";
import { ProductPanel } from "./panel/product-panel";

/** GET /api/product-view/{slug} (or /{slug}/{userId} when signed in) and show it in the modal shell. */
export function QuickViewModal({ slug, open, onClosed }: { slug: string; open: boolean; onClosed: () => void }) {
  const viewer = useViewer();
  const url = `/api/product-view/${encodeURIComponent(slug)}${viewer ? `/${encodeURIComponent(viewer.id)}` : ""}`;
  const query = useQuery({
    queryKey: ["product-view", slug, viewer?.id ?? null],
    queryFn: async () => {
      const res = await fetch(url, { headers: { accept: "application/json" } });
      const body = (await res.json()) as { success: boolean; data?: ProductDetail; message?: string };
      if (!res.ok || !body.success || !body.data) throw new Error(body.message ?? "Product not found.");
      return body.data;
    },
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
          <MessageBox tone="error">{query.error.message}</MessageBox>
        ) : (
          <ProductPanel product={query.data} inModal />
        )}
      </div>
    </ModalShell>
  );
}
