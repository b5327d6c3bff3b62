// The orders feature's public seam for other features (safe on client and server).
export { addressLines } from "./invoice/rules";
export { orderStatusMessage, paymentStatusLabel, shownStatus, statusLabel, type ShownStatus } from "./rules";
export { trackingUrl } from "./tracking";
export { orderTax, rateTableTax, taxLabel, type OrderTax, type TaxCalculator } from "./invoice/tax";
export { invoiceNumberFor, orderTotalCents, taxableCents } from "./invoice/rules";
