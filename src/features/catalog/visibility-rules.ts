/**
 * Which listings a buyer may see: a published product of an active vendor. Everything else
 * (a draft, a listing waiting for review, an unpublished or rejected one, any product of a
 * suspended vendor) is hidden from the storefront, search, cards and carts at once. This file and
 * its SQL twin (`server/visibility.ts`, built from these same constants) are the only definitions.
 */
export const VISIBLE_PRODUCT_STATUS = "published";
export const ACTIVE_VENDOR_STATUS = "active";

export function isListingVisible(l: { productStatus: string; vendorStatus: string }): boolean {
  return l.productStatus === VISIBLE_PRODUCT_STATUS && l.vendorStatus === ACTIVE_VENDOR_STATUS;
}

/** What a buyer reads when a product they reach (cart, wishlist, an old link) is hidden. */
export const UNAVAILABLE_MESSAGE = "This product is no longer available.";
