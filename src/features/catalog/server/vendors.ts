import "server-only";
import { sql } from "drizzle-orm";
import { cache } from "react";
import { getDb, queryRows } from "@/db/client";

export type VendorSummary = {
  id: number;
  name: string;
  slug: string;
  about: string;
  city: string | null;
  state: string | null;
  minimum_amount_for_free_shipping_cents: number | null;
  is_featured: boolean;
  products: number;
};

const COLUMNS = sql`v.id, v.name, v.slug, v.about, v.city, v.state, v.minimum_amount_for_free_shipping_cents, v.is_featured,
  (select count(*)::int from products p where p.vendor_id = v.id) as products`;

/** Every vendor with its product count; featured vendors first. */
export async function listVendors(limit = 500): Promise<VendorSummary[]> {
  const db = await getDb();
  return queryRows<VendorSummary>(
    db,
    sql`select ${COLUMNS} from vendors v order by v.is_featured desc, v.name limit ${limit}`,
  );
}

export const getVendorBySlug = cache(async (slug: string): Promise<VendorSummary | null> => {
  if (!/^[a-z0-9][a-z0-9-]{0,190}$/.test(slug)) return null;
  const db = await getDb();
  const [row] = await queryRows<VendorSummary>(db, sql`select ${COLUMNS} from vendors v where v.slug = ${slug}`);
  return row ?? null;
});
