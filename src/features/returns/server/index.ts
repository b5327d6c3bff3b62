import "server-only";
// Server seam of returns: the buyer's request and the order page's view, the vendor's list and steps.
export { requestReturn } from "./request";
export { approveReturn, receiveReturn, rejectReturn } from "./vendor-steps";
export { listVendorReturns, orderReturnsOf, RETURNS_PAGE_SIZE, type ReturnView } from "./queries";
export { returnsForOrder, type OrderReturns } from "./buyer";
