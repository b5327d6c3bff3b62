// Public seam of the wishlist: the heart toggle (a catalog slot filled by app/).
export { WishlistHeart } from "./components/wishlist-heart";
