"use client";
import { api } from "@/lib/api-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { takeArrivalPart, useViewer } from "@/features/accounts";
import { flip, type WishlistTarget } from "../rules";
import type { WishlistState } from "../schemas";

export { isSaved, type WishlistTarget } from "../rules";

export const WISHLIST_KEY = ["wishlist"] as const;

/** One ["wishlist"] query per page: every heart reads from it, none fetches on its own. */
export function useWishlist() {
  const viewer = useViewer();
  const enabled = Boolean(viewer && !viewer.isSalesRep);
  return useQuery({
    queryKey: WISHLIST_KEY,
    enabled,
    queryFn: async (): Promise<WishlistState> => {
      const kept = await takeArrivalPart<WishlistState>("wishlist"); // the page's one read of the buyer's parts
      if (kept?.value) return kept.value;
      const res = await api<WishlistState>("GET", `/api/user/wishlist/${encodeURIComponent(viewer!.id)}`, undefined, {
        cache: "no-store",
      });
      if (!res.ok) throw new Error("Could not load the wishlist.");
      return res.data;
    },
  });
}

/** Optimistic toggle: the heart and badge change at once and roll back if the server says no. */
export function useToggleWishlist() {
  const qc = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationKey: ["wishlist", "toggle"],
    mutationFn: async (t: WishlistTarget) => {
      const res = await api<{ count?: number }>("POST", "/api/user/wishlist/update", {
        customer_id: viewer?.id,
        product_id: t.productId ?? null,
        service_id: t.serviceId ?? null,
      });
      if (!res.ok) throw new Error(res.message);
      return res.data;
    },
    onMutate: async (t) => {
      await qc.cancelQueries({ queryKey: WISHLIST_KEY });
      const previous = qc.getQueryData<WishlistState>(WISHLIST_KEY);
      if (previous) qc.setQueryData(WISHLIST_KEY, flip(previous, t));
      return { previous };
    },
    onError: (_err, _t, ctx) => {
      if (ctx?.previous) qc.setQueryData(WISHLIST_KEY, ctx.previous);
    },
    onSettled: () => {
      // Refetch only when the last of several quick toggles lands, so the cache never flickers back.
      if (qc.isMutating({ mutationKey: ["wishlist", "toggle"] }) <= 1)
        void qc.invalidateQueries({ queryKey: WISHLIST_KEY });
    },
  });
}
