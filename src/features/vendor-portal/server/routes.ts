import "server-only";
// What the portal's route handlers and pages call (app/ reaches this feature's internals as the composition layer).
import { routeRowId, type RouteContext } from "@/lib/http";
export { requireVendor, requireVendorPage, vendorIdOf, vendorPageContext, type VendorContext } from "./access";
export {
  listVendorOrders,
  getVendorOrder,
  orderStatusCounts,
  ORDERS_PAGE_SIZE,
  type VendorOrder,
} from "./order-queries";
export { acceptOrder, cancelLine, confirmScheduleIIForm, markDelivered, shipOrder } from "./fulfilment";
export { packingSlipPdf } from "./packing-slip";
export { createApiKey, listApiKeys, revokeApiKey } from "./api-keys";
export { listVendorProducts, updateInventory, PRODUCTS_PAGE_SIZE } from "./catalog";
export { vendorOpenApi } from "./openapi";
export { listVendorRequests, REQUESTS_PAGE_SIZE } from "./requests-inbox";
export { importProductsCsv } from "./csv-import";
export { exportProductsCsv } from "./csv-export";
export { answerRequest } from "./request-answers";
export {
  createListing,
  getListing,
  listingCategories,
  reviewsFirst,
  updateListing,
  type ListingForEdit,
} from "./listings";
export { addListingImage, removeListingImage } from "./listing-images";
export { addListingVideoFile, addListingVideoLink, listingVideos, removeListingVideo } from "./listing-videos";
export { bulkEditListings } from "./bulk-edit";
export { monthlyStatement, salesSeries, statementPdf, type SalesPoint } from "./statements";
export { answerConversation, listConversations, openConversation } from "./messages";
export { createVendorCoupon, endVendorCoupon, listVendorCoupons, type VendorCoupon } from "./coupons";
export { dashboardExtras, type DashboardExtras } from "./dashboard";

const idParam = (route: RouteContext<{ id: string }>, missing: string) => routeRowId(route, "id", missing);

/** An order id in the path; anything but a positive integer is a missing order. */
export const orderIdParam = (route: RouteContext<{ id: string }>) => idParam(route, "This order does not exist.");
/** A listing id in the path, as for orders. */
export const listingIdParam = (route: RouteContext<{ id: string }>) => idParam(route, "This listing does not exist.");
/** A conversation id in the path, as for orders. */
export const conversationIdParam = (route: RouteContext<{ id: string }>) =>
  idParam(route, "This conversation does not exist.");
/** A coupon id in the path, as for orders. */
export const couponIdParam = (route: RouteContext<{ id: string }>) => idParam(route, "This coupon does not exist.");
