// The orders feature's public seam for other features (safe on client and server).
export { addressLines } from "./invoice/rules";
export { orderStatusMessage, paymentStatusLabel, shownStatus, statusLabel, type ShownStatus } from "./rules";
export { trackingUrl } from "./tracking";
export { orderTax, taxLabel, type OrderTax } from "./invoice/tax";
export { orderTotalCents, taxableCents } from "./invoice/rules";
