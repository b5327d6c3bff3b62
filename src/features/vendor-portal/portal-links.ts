/** Which portal pages a seller of each kind has: a service provider sells plans, not stock. */
export type SellerKind = "vendor" | "provider";

// product listings, buyers' price and sample requests, coupons, monthly statements, recalls and returns are a
// product vendor's; services and plans are a service provider's
const PRODUCT_ONLY = new Set([
  "/vendor/listings",
  "/vendor/requests",
  "/vendor/rfqs",
  "/vendor/coupons",
  "/vendor/statements",
  "/vendor/payouts",
  "/vendor/recalls",
  "/vendor/returns",
]);
const PROVIDER_ONLY = new Set(["/vendor/services"]);

export function showsPortalLink(href: string, kind: SellerKind): boolean {
  return kind === "provider" ? !PRODUCT_ONLY.has(href) : !PROVIDER_ONLY.has(href);
}
