import "server-only";
import { sql } from "drizzle-orm";
import type { Viewer } from "@/features/accounts/server";
import { collectionCards } from "./listing";

// A live discount (SPEC §5) expressed in SQL for the deals collection.
export const LIVE_DEAL = sql`p.price_discounted_cents is not null and p.price_discounted_cents > 0 and p.price_discounted_cents <> p.price_catalog_cents
  and (p.price_discounted_end is null or p.price_discounted_end >= now())`;
export const DEAL_ORDER = sql`(p.price_catalog_cents - p.price_discounted_cents)::float / nullif(p.price_catalog_cents, 0) desc nulls last, p.id`;

export const todayDeals = (viewer: Viewer | null, limit = 48) =>
  collectionCards("deals", LIVE_DEAL, DEAL_ORDER, limit, viewer);
export const featured = (viewer: Viewer | null, limit = 48) =>
  collectionCards("featured", sql`p.is_featured`, sql`p.unit_sold desc, p.id`, limit, viewer);
export const hot = (viewer: Viewer | null, limit = 48) =>
  collectionCards("hot", sql`p.is_hot`, sql`p.unit_sold desc, p.id`, limit, viewer);
