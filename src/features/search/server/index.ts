import "server-only";
// Server seam of search: the one engine's ranked product ids for other features (Anna's retrieval).
export { searchProductIds } from "./product-ids";
export { logSearch, flushSearchLog } from "./search-log";
export { rebuildSearch } from "./engine-store";
