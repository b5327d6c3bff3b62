import "server-only";
// Server seam of orders: one status step inside a caller's transaction, for the vendor portal and the operator command.
export { advanceOrderStatus, applyOrderStatus, lockOrder, notifyBuyer, type LockedOrder } from "./lifecycle";
export { canTransition, orderStatusMessage, ORDER_STATUSES, shownStatus, type OrderStatus } from "../rules";
export { unitsShipped } from "./queries";
