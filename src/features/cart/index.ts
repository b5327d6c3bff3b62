// The cart's public seam for other features (safe on client and server).
export { freeShippingProgress } from "./rules";
