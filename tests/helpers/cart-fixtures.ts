import { sql } from "drizzle-orm";
import { queryRows, type Db } from "@/db/client";

export type Buyable = {
  id: number;
  vendor_id: number;
  quantity: number;
  minimum_order: number | null;
  max_quantity_threshold: number | null;
};

/** Simple products anyone at level 5 may buy, one per vendor, so tests span vendors. */
export async function buyableProducts(db: Db, n: number, opts: { distinctVendors?: boolean } = {}): Promise<Buyable[]> {
  const rows = await queryRows<Buyable>(
    db,
    sql`select distinct on (${opts.distinctVendors === false ? sql`p.id` : sql`p.vendor_id`}) p.id, p.vendor_id, p.quantity, p.minimum_order, p.max_quantity_threshold
    from products p where p.type <> 'variation' and p.in_stock = 'Y' and p.quantity > 0 and coalesce(p.price_cents, p.price_catalog_cents, 0) > 0
      and p.see_price in ('login', 'without_login') and p.level <= 5 and p.vendor_id <> 407 and p.regulatory_class = 'none'
      and not exists (select 1 from product_variations x where x.product_id = p.id)
    order by ${opts.distinctVendors === false ? sql`p.id` : sql`p.vendor_id, p.id`}`,
  );
  return rows.slice(0, n);
}

/** Makes a product plain to buy in tests: known stock, no minimum, no threshold. */
export async function setStock(db: Db, productId: number, quantity: number): Promise<void> {
  await db.execute(
    sql`update products set quantity = ${quantity}, in_stock = 'Y', minimum_order = null, max_quantity_threshold = null where id = ${productId}`,
  );
}

export async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
}

/** The first location of a member's first clinic: where their lines go until they switch. */
export async function firstLocationOf(db: Db, userId: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select l.id from member m join clinic_locations l on l.organization_id = m.organization_id
      where m.user_id = ${userId} order by m.created_at, m.id, l.id limit 1`,
  );
  if (!row) throw new Error(`${userId} belongs to no clinic`);
  return row.id;
}
