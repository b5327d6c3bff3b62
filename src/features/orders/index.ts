// The orders feature's public seam for other features (safe on client and server).
export { orderStatusMessage } from "./rules";
export { addressLines } from "./invoice/rules";
