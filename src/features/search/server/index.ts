import "server-only";
// Server seam of search: the one engine's ranked product ids for other features (Anna's retrieval),
// and the categories a text finds (the drawer's category box).
export { searchProductIds } from "./product-ids";
export { searchCategoryIds } from "./category-search";
export { logSearch, flushSearchLog } from "./search-log";
export { defineSearchMetrics, rebuildSearch, warmSearch } from "./engine-store";
