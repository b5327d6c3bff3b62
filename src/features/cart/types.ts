/** Client view of GET /api/cart-listing-app/{userId} (SPEC §3 Cart data). */
export type CartProductView = {
  id: number;
  product_id: number;
  parent_id: number;
  name: string;
  sku: string;
  slug: string;
  parent_slug: string;
  vendor_id: number;
  image: string;
  price: number | null;
  price_catalog: number | null;
  /** A vendor's price quoted to this buyer, while valid (the line is priced at it). */
  quoted_price: { price: number; valid_until: string } | null;
  /** Why the line's price changed, e.g. its quote lapsed. */
  notice: string | null;
  price_discounted: number | null;
  price_discounted_end: string | null;
  discount_percent: number | null;
  max_quantity_threshold: number | null;
  max_available_quantity: number;
  minimum_order: number | null;
  line_total: number;
  line_total_cents: number;
  cart_items: { id: number; quantity: number; checked: "Y" | "N" };
  /** false: unpublished or its vendor suspended; shown as unavailable, left out of totals and checkout */
  available: boolean;
  regulatory_class: string;
  /** Why this line cannot be bought for the viewer's location (null when it can). */
  compliance_problem?: string | null;
};
export type CartVendorView = {
  id: number;
  name: string;
  slug: string;
  minimum_amount_for_free_shipping: number | null;
  /** the vendor's flat fee below that minimum; null: the marketplace's */
  shipping_fee: number | null;
  subtotal: number;
  subtotal_cents: number;
  free_shipping: { percent: number; remaining: number; reached: boolean };
  products: CartProductView[];
};
export type CartPlanView = {
  id: number;
  service_id: number;
  vendor_id: number;
  name: string;
  type: string;
  fee: number;
  additional_fee: number;
  equipment_fee: number;
  service: { name: string; slug: string; image: string };
  total: number;
  total_cents: number;
  cart_items: { id: number; number_of_license: number; checked: "Y" | "N" };
};
/** An address as orders store it and the API shows it (snake_case). */
export type AddressFields = {
  label: string;
  full_name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string | null;
};
export type CartAddressView = AddressFields & { id: number; is_default_shipping: boolean; is_default_billing: boolean };
/** The location a clinic member acts for, as the order's default ship-to (null without a clinic). */
export type CartLocationShipTo = {
  location_id: number;
  name: string;
  full_name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
  /** street, city, state and ZIP are all there: orders can ship to it */
  complete: boolean;
  /** the clinic lets orders ship to members' own saved addresses (never with a controlled line) */
  other_addresses_allowed: boolean;
  /** the location's verified tax-exemption certificate: orders shipped here carry no sales tax */
  tax_exemption: string | null;
};
export type RelatedCard = {
  id: number;
  name: string;
  slug: string;
  image: string;
  vendor_name: string;
  price_cents: number | null;
  price_state: string;
};
export type CartView = {
  success: boolean;
  vendorProducts: CartVendorView[];
  vendorServices: { id: number; name: string; slug: string; subtotal: number; plans: CartPlanView[] }[];
  relatedProducts: RelatedCard[];
  count: number;
  addresses: CartAddressView[];
  ship_to_location: CartLocationShipTo | null;
  /** whose cart: the location's (shared when the clinic has other members); null for an account's own */
  cart_owner?: { location: string; shared: boolean } | null;
  total: number;
  total_cents: number;
  /** Why there is no cart to show (a clinic viewer's role), instead of the empty-cart prompt. */
  notice?: string;
};
export const VENDOR_IDS_KEY = "vendor_ids";
