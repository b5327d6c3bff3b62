import "server-only";
// Server seam of inventory: what checkout's "up to par" reorders order; importing it defines the
// inventory jobs (automatic receipt, expiry alerts).
export { upToParItems } from "./par";
export { autoReceiveJob } from "./receive";
export { expiryAlertJob } from "./expiry";
