"use client";
import clsx from "clsx";
import { Heart } from "lucide-react";
import { withQueries } from "@/components/queries/query-island";
import { useHydrated } from "@/lib/use-hydrated";
import { isSaved, useToggleWishlist, useWishlist } from "../client/use-wishlist";

/** A signed-in buyer's heart: saved or not, toggled optimistically (WishlistHeart decides who sees it). */
function SavedHeartView({
  productId,
  serviceId,
  className,
}: {
  productId?: number;
  serviceId?: number;
  /** the heart's look and place, as WishlistHeart drew its stand-in */
  className: string;
}) {
  const { data } = useWishlist();
  const toggle = useToggleWishlist();
  // the server drew an unsaved heart: so does hydration, even when the list arrived first
  const saved = useHydrated() && isSaved(data, { productId, serviceId });
  return (
    <button
      type="button"
      className={clsx(className, saved && "text-sale")}
      aria-pressed={saved}
      aria-label={saved ? "Remove from wishlist" : "Add to wishlist"}
      title={saved ? "Remove from wishlist" : "Add to wishlist"}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        toggle.mutate({ productId, serviceId });
      }}
    >
      <Heart aria-hidden className={clsx("h-5 w-5", saved && "fill-current")} />
    </button>
  );
}

export const SavedHeart = withQueries(SavedHeartView);
