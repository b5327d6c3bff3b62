import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { products, vendors } from "@/db/schema";
import { ACTIVE_VENDOR_STATUS, VISIBLE_PRODUCT_STATUS } from "../visibility-rules";

/**
 * The SQL twin of `isListingVisible`: a published product of an active vendor. Pass the tables
 * (or their aliases) the query names; the query must join the product's vendor.
 */
type WithStatus = { status: AnyPgColumn };
export function visibleListing(p: WithStatus = products, v: WithStatus = vendors): SQL {
  return sql`(${p.status} = ${VISIBLE_PRODUCT_STATUS} and ${v.status} = ${ACTIVE_VENDOR_STATUS})`;
}

/** For the raw queries that name the tables `products p join vendors v` (cards, product rows). */
export const VISIBLE_PV = visibleListing(alias(products, "p"), alias(vendors, "v"));
