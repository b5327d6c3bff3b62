"use client";

/** Heart toggle for a product or service; the wishlist feature fills in state and the API call. */
export function WishlistHeart(props: { productId?: number; serviceId?: number; className?: string }) {
  void props;
  return null;
}
