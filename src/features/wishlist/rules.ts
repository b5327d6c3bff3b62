import type { WishlistState } from "./schemas";

/** Pure wishlist state rules shared by the hearts, the badge and the /wishlist page. */
export type WishlistTarget = { productId?: number; serviceId?: number };

export function isSaved(state: WishlistState | undefined, t: WishlistTarget): boolean {
  if (!state) return false;
  if (t.productId) return state.data.some((d) => d.product_id === t.productId);
  if (t.serviceId) return state.serviceWishlist.some((d) => d.service_id === t.serviceId);
  return false;
}

/** Flips one item in the cached state; the same function applies and (called again) undoes it. */
export function flip(state: WishlistState, t: WishlistTarget): WishlistState {
  const saved = isSaved(state, t);
  const data = t.productId
    ? saved
      ? state.data.filter((d) => d.product_id !== t.productId)
      : [{ product_id: t.productId }, ...state.data]
    : state.data;
  const serviceWishlist = t.serviceId
    ? saved
      ? state.serviceWishlist.filter((d) => d.service_id !== t.serviceId)
      : [{ service_id: t.serviceId }, ...state.serviceWishlist]
    : state.serviceWishlist;
  return { ...state, data, serviceWishlist, count: Math.max(0, state.count + (saved ? -1 : 1)) };
}
