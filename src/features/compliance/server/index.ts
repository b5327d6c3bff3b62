import "server-only";
// Server seam of compliance: whose credentials count, the checks at add-to-cart, cart and checkout,
// and the controlled-substance record.
export { complianceLocationFor, type BuyerLocation } from "./location";
export { assertLinesMayShip, assertMayAdd, cartProblems, shipProblems, type OrderFormInput } from "./enforce";
export { controlledRecordCsv, recordControlled, recordControlledReturn } from "./record";
export { recordControlledStock, type StockEvent } from "./record-stock";
export {
  addDeaRegistration,
  addStateLicence,
  myCredentials,
  pendingCredentials,
  verifyCredential,
} from "./credentials";
export { recordQuerySchema } from "../schemas";
export { lotsReceived } from "./lots-received";
export { assertLotsMayShip } from "./ship-lots";
export { importRecalls, type RecallPlan } from "./recall-import";
export { recalledOnHand, unitsOf, type RecalledLots } from "./recall-on-hand";
export { acknowledgeRecall, listRecalls, myRecallNotices, recallDetail, vendorRecalls } from "./recall-views";
export { assertOrderFormUnused, consumeOrderForm } from "./form-uses";
export { credentialsForReview, decideCredential, pendingDeaCount, type CredentialKind } from "./credential-review";
export { hasControlledLines, SHIP_CONTROLLED_IN_PORTAL } from "./controlled-lines";
export { assertScheduleIIMayShip, confirmOrderForm, orderFormState, type OrderFormState } from "./order-forms";
export {
  changeListingClass,
  classChangeCount,
  classChangeQueue,
  decideClassChange,
  lastClassDecision,
  pendingClassChange,
  type ClassChangeOutcome,
} from "./class-changes";
export {
  decideTaxExemption,
  exemptionForLocation,
  locationTaxExemptions,
  taxExemptionFile,
  TAX_EXEMPTION_STATUSES,
  type TaxExemptionStatus,
  taxExemptionQueue,
  uploadTaxExemption,
  verifiedTaxExemption,
} from "./tax-exemptions";
