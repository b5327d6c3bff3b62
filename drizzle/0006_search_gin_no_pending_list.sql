-- PGlite has no autovacuum, so GIN fast-update pending lists are never merged and every search
-- scans them linearly. Writing straight into the index trees keeps search costs flat on both backends.
ALTER INDEX "products_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "products_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "products_sku_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "services_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "services_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('products_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('products_name_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('products_sku_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('services_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('services_name_trgm_idx'::regclass);
