import "server-only";
// Server seam of the catalog: product cards and images for other features' services, and the price
// and permission rules they apply (re-exported here so server code never loads client components).
export { bestSellersIn, CARD_FIELDS, CARD_P, CARD_V, queryCards, toCard, type ProductCard } from "./listing";
export { buyerQuotes, priceRequestQuotes, quoteLineColumns, quoteLineView } from "./quotes";
export { priceForBuyer, quoteDate, quoteExpiredMessage, type BuyerPricing, type Quote } from "../quote-rules";
export { IMAGE_SIZES, PLACEHOLDER_IMAGE, productImageUrl, type ImageSize } from "../media";
export { removeUploadedImage, storeUploadedImage, UPLOADED_IMAGE_NAME } from "./uploaded-images";
export { readUploadedVideo, removeUploadedVideo, storeUploadedVideo, UPLOADED_VIDEO_NAME } from "./uploaded-videos";
export {
  canBuy,
  canUseLogoPrinting,
  cartDiscountPercent,
  discountApplies,
  discountEndsAt,
  effectivePriceCents,
  freeShippingMessage,
  HIDDEN_BUY_VENDOR_ID,
  PRICE_TEXT,
  showsUpgradePrompt,
  upgradeMessage,
  type PriceState,
  type SeePrice,
} from "../rules";
export { visibleListing, VISIBLE_PV } from "./visibility";
export { isListingVisible, UNAVAILABLE_MESSAGE } from "../visibility-rules";
export { medianOfferCents, offersFor, productOffers, soldElsewhere, type Offer } from "./offers";
export { assignItems, ITEM_IDENTITY, storedIdentifiers } from "./items";
export { itemKeys, normalizedName, sameItem, unitPriceCents } from "../item-rules";
