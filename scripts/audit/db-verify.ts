// What the database holds after the races and the crashes, read with the server stopped.
import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client";
import { rows } from "./db";

const num = async (db: Db, q: ReturnType<typeof sql>) => Number((await rows<{ n: number | string }>(db, q))[0]?.n ?? 0);

/** Units sold of a product (order lines) and the stock it has left. */
export async function soldAndLeft(db: Db, productId: number): Promise<{ sold: number; left: number }> {
  return {
    sold: await num(
      db,
      sql`select coalesce(sum(quantity), 0)::int as n from order_items where product_id = ${productId}`,
    ),
    left: await num(db, sql`select quantity as n from products where id = ${productId}`),
  };
}

export async function couponUses(db: Db, code: string): Promise<{ redemptions: number; usedCount: number }> {
  return {
    redemptions: await num(
      db,
      sql`select count(*)::int as n from coupon_redemptions r join coupons c on c.id = r.coupon_id where c.code = ${code}`,
    ),
    usedCount: await num(db, sql`select used_count as n from coupons where code = ${code}`),
  };
}

export async function ordersOfKey(db: Db, keyPrefix: string): Promise<number> {
  return num(
    db,
    sql`select count(*)::int as n from orders o join checkouts c on c.id = o.checkout_id where c.idempotency_key like ${`${keyPrefix}%`}`,
  );
}

/** Of these order ids, how many the database does not have. */
export async function missingOrders(db: Db, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const present = await num(
    db,
    sql`select count(*)::int as n from orders where id in (${sql.join(
      ids.map((i) => sql`${i}::int`),
      sql`, `,
    )})`,
  );
  return new Set(ids).size - present;
}

/** Orders written in part: no lines, lines that do not add up, totals that do not add up. */
export async function halfWritten(db: Db): Promise<{ noItems: number; badLines: number; badTotals: number }> {
  return {
    noItems: await num(
      db,
      sql`select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
    ),
    badLines: await num(
      db,
      sql`select count(*)::int as n from order_items where line_total_cents <> unit_price_cents * quantity`,
    ),
    badTotals: await num(
      db,
      sql`select count(*)::int as n from orders o where o.subtotal_cents <> (select coalesce(sum(line_total_cents), 0) from order_items i where i.order_id = o.id)
        or o.total_cents <> o.subtotal_cents - o.discount_cents + o.shipping_cents`,
    ),
  };
}
