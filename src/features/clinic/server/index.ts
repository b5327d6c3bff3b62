import "server-only";
// Server seam of clinics: the active clinic, the checkout's approval gate, and deciding held orders.
export {
  clinicContext,
  clinicContextIn,
  locationsFor,
  requireClinic,
  requireClinicAt,
  sharingClinicContext,
  type ClinicContext,
} from "./context";
export { forgetClinicSessions, keptClinicContext } from "./kept-context";
export { cartOwnerOf, locationShipTo, type LocationShipTo } from "./location-address";
export {
  gateCheckout,
  previewGate,
  recordClinicOrders,
  type BudgetPreview,
  type GateLine,
  type GateResult,
} from "./gate";
export {
  approvalRequester,
  claimApproval,
  claimResubmission,
  notifyRequester,
  type ClaimedApproval,
} from "./approvals";
export { evaluateOrder, can, rolesThatCan } from "../rules";
export { claimReorderDay, pendingReorders, recordReorderRun, reorderItems, type ReorderRow } from "./reorders";
export { reorderAction } from "../reorder-rules";
