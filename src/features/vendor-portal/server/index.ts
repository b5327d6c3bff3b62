import "server-only";
// Server seam of the vendor portal: the guard other features' routes may need, and the buyer-facing shipment view.
export { requireVendor, type VendorContext } from "./access";
export { buyerShipments } from "./buyer-shipments";
