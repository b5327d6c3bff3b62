import "server-only";
// Server seam of the vendor portal: the guard other features' routes may need, the buyer-facing shipment view,
// onboarding a new vendor with its owner (the console's approval of a seller application), and the new-order
// webhook that order writers enqueue in their transaction (importing this defines its job).
export { requireVendor, type VendorContext } from "./access";
export { buyerShipments } from "../orders/server/buyer-shipments";
export { createVendorWithOwner, type NewVendor } from "../shop/server/onboarding";
// the OpenAPI envelope and error answers, for features that add their own vendor API paths
export {
  download as openApiDownload,
  errors as openApiErrors,
  idPath as openApiIdPath,
  json as openApiJson,
  ok as openApiOk,
} from "../api/server/openapi-parts";
// payouts: the console's view across vendors; importing defines the transfer job and its sweep
export { marketplacePayouts } from "../payouts/server/payouts";
export { payoutSweepJob, retryFailedPayout, transferJob } from "../payouts/server/payout-jobs";
