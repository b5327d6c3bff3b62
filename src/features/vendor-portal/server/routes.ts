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
} from "../orders/server/order-queries";
export {
  acceptOrder,
  cancelLine,
  cancelWholeOrder,
  confirmScheduleIIForm,
  markDelivered,
  shipOrder,
} from "../orders/server/fulfilment";
export {
  onboardingLink,
  payoutAccount,
  vendorPayouts,
  PAYOUT_STATUSES,
  type PayoutView,
} from "../payouts/server/payouts";
export { packingSlipPdf } from "../orders/server/packing-slip";
export { createApiKey, listApiKeys, revokeApiKey } from "../api/server/api-keys";
export { listVendorProducts, updateInventory, PRODUCTS_PAGE_SIZE } from "../listings/server/catalog";
export { vendorOpenApi } from "../api/server/openapi";
export { listVendorRequests, REQUESTS_PAGE_SIZE } from "../requests/server/requests-inbox";
export { importProductsCsv } from "../listings/server/csv-import";
export { exportProductsCsv } from "../listings/server/csv-export";
export { answerRequest } from "../requests/server/request-answers";
export {
  createListing,
  getListing,
  listingCategories,
  reviewsFirst,
  updateListing,
  type ListingForEdit,
} from "../listings/server/listings";
export { addListingImage, removeListingImage } from "../listings/server/listing-images";
export {
  addListingVideoFile,
  addListingVideoLink,
  listingVideos,
  removeListingVideo,
} from "../listings/server/listing-videos";
export { bulkEditListings } from "../listings/server/bulk-edit";
export { monthlyStatement, salesSeries, statementPdf, type SalesPoint } from "./statements";
export { answerConversation, listConversations, openConversation } from "../requests/server/messages";
export {
  createVendorCoupon,
  editVendorCoupon,
  endVendorCoupon,
  listVendorCoupons,
  reactivateVendorCoupon,
  type VendorCoupon,
} from "../shop/server/coupons";
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
export { listVendorRfqs, getVendorRfq, RFQS_PAGE_SIZE, type VendorRfq } from "../rfqs/server/rfq-inbox";
export { declineRfq, quoteRfq } from "../rfqs/server/rfq-answers";
/** A vendor's RFQ copy id in the path, as for orders. */
export const rfqIdParam = (route: RouteContext<{ id: string }>) =>
  idParam(route, "This request for quote does not exist.");
