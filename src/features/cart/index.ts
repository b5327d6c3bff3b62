// Public seam of the cart, safe on client and server: its client hooks, view types and rules.
export { useAddToCart, type AddToCartInput } from "./client/use-add-to-cart";
export { useCart } from "./client/use-cart";
export {
  VENDOR_IDS_KEY,
  type AddressFields,
  type CartAddressView,
  type CartLocationShipTo,
  type CartVendorView,
  type CartView,
} from "./types";
