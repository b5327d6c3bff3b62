"use client";
import clsx from "clsx";
import { Heart } from "lucide-react";
import { isSaved, useToggleWishlist, useWishlist } from "../client/use-wishlist";

/** The signed-in heart: optimistic toggle of the buyer's wishlist (loaded only for a signed-in user). */
export function WishlistHeartToggle({
  productId,
  serviceId,
  base,
}: {
  productId?: number;
  serviceId?: number;
  base: string;
}) {
  const { data } = useWishlist();
  const toggle = useToggleWishlist();
  const saved = isSaved(data, { productId, serviceId });
  return (
    <button
      type="button"
      className={clsx(base, saved && "text-sale")}
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
