// Public seam of the catalog, safe on client and server: cards, quick view, the slots app/ fills,
// and the rules client components of other features apply.
export {
  CatalogSlotsProvider,
  type CartAddInput,
  type CartAddResult,
  type CatalogSlots,
  type RequestTarget,
} from "./components/catalog-slots";
export { normalizeGtin, normalizeNdc } from "./item-rules";
export { PriceTag } from "./components/price-tag";
export { ProductCard } from "./components/product-card";
export { openQuickView, QUICK_VIEW_EVENT } from "./quick-view-events";
export {
  addedToCartMessage,
  canRequestPrice,
  canRequestSample,
  canUseLogoPrinting,
  minimumOrderNote,
  PRICE_TEXT,
  type SeePrice,
} from "./rules";
export { isListingVisible, UNAVAILABLE_MESSAGE } from "./visibility-rules";
