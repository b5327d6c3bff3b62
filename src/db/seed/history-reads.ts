// What the seed's history reads and the few rows it writes itself (a checkout's claim, as every
// order path writes one); orders, their lines and their states come from the app's services.
import { and, asc, eq, inArray, like, sql } from "drizzle-orm";
import type { Db, Tx } from "../client";
import {
  checkouts,
  clinicLocations,
  coupons,
  member,
  notifications,
  priceRequests,
  recallNotices,
  sampleRequests,
  vendorMembers,
} from "../schema";
import type { Coupon, PoolProduct } from "./history-plan";

/** Hidden-buy vendor (SPEC): its products cannot be bought online. */
const NO_BUY_VENDOR = 407;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, q: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(q)) as unknown as Rows<T>).rows;

/** Every product and variation a buyer could put in the cart today, with its price, limits and stock. */
export async function buyablePool(db: Db): Promise<PoolProduct[]> {
  const rows = await rowsOf<{
    product_id: number;
    variation_id: number | null;
    vendor_id: number;
    unit_cents: number;
    min_order: number | null;
    max_quantity: number | null;
    stock: number;
    level: number;
    regulatory_class: string;
  }>(
    db,
    sql`select p.id as product_id, v.id as variation_id, p.vendor_id,
          coalesce(v.price_cents, v.price_catalog_cents, p.price_cents, p.price_catalog_cents) as unit_cents,
          coalesce(v.minimum_order, p.minimum_order) as min_order,
          coalesce(v.max_quantity_threshold, p.max_quantity_threshold) as max_quantity,
          coalesce(v.quantity, p.quantity) as stock, p.level, p.regulatory_class
        from products p
        left join product_variations v on v.product_id = p.id
        where p.status = 'published' and p.in_stock = 'Y' and p.type <> 'set' and p.vendor_id <> ${NO_BUY_VENDOR}
          and p.see_price in ('login', 'without_login') and p.regulatory_class <> 'CII'
          and coalesce(v.quantity, p.quantity) >= 20
          and coalesce(v.price_cents, v.price_catalog_cents, p.price_cents, p.price_catalog_cents, 0) between 300 and 20000
          and (v.id is not null or not exists (select 1 from product_variations x where x.product_id = p.id))
        order by p.id, v.id`,
  );
  return rows.map((r) => ({
    productId: r.product_id,
    variationId: r.variation_id,
    vendorId: r.vendor_id,
    unitCents: Number(r.unit_cents),
    minOrder: r.min_order ?? 1,
    maxQuantity: r.max_quantity,
    stock: r.stock,
    level: r.level,
    regulatoryClass: r.regulatory_class,
  }));
}

/** One live coupon per vendor that issues any (the one with the lowest minimum). */
export async function vendorCoupons(db: Db, now: Date): Promise<Coupon[]> {
  const rows = await db
    .select({ vendorId: coupons.vendorId, code: coupons.code, minOrderCents: coupons.minOrderCents })
    .from(coupons)
    .where(
      sql`(${coupons.expiresAt} is null or ${coupons.expiresAt} > ${now.toISOString()}) and (${coupons.perBuyerLimit} is null or ${coupons.perBuyerLimit} > 2)`,
    )
    .orderBy(asc(coupons.minOrderCents), asc(coupons.id));
  const seen = new Set<number>();
  return rows.filter((c) => !seen.has(c.vendorId) && seen.add(c.vendorId));
}

/** A member's clinic and locations (the first location first). */
export async function locationsOf(db: Db, userId: string) {
  return db
    .select({ organizationId: member.organizationId, locationId: clinicLocations.id, name: clinicLocations.name })
    .from(member)
    .innerJoin(clinicLocations, eq(clinicLocations.organizationId, member.organizationId))
    .where(eq(member.userId, userId))
    .orderBy(asc(clinicLocations.id));
}

/** The claim row every order path writes before the door (its key names the planned checkout). */
export async function claimCheckout(tx: Tx, userId: string, key: string): Promise<number> {
  const [claim] = await tx.insert(checkouts).values({ userId, idempotencyKey: key }).returning({ id: checkouts.id });
  return claim!.id;
}

/** Whether the history was already seeded (its checkouts carry `history-` keys). */
export async function historySeeded(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(like(checkouts.idempotencyKey, "history-%"))
    .limit(1);
  return Boolean(row);
}

/** Products whose price is asked for (price requests) and products that offer samples, a few per vendor. */
export async function requestableProducts(db: Db, kind: "price" | "sample", vendorIds: number[]) {
  const where =
    kind === "price"
      ? sql`p.see_price = 'request'`
      : sql`p.sample_product and p.see_price in ('login', 'without_login')`;
  return rowsOf<{ product_id: number; vendor_id: number; vendor: string }>(
    db,
    sql`select p.id as product_id, p.vendor_id, v.name as vendor from products p join vendors v on v.id = p.vendor_id
        where ${where} and p.status = 'published' and p.vendor_id <> ${NO_BUY_VENDOR} and p.level <= 5
        order by (p.vendor_id = any(${sql.raw(`array[${vendorIds.map(Number).join(",") || "0"}]::int[]`)})) desc, p.id
        limit 40`,
  );
}

/** Lots that reached a clinic location: what a recall can name. */
export async function deliveredLots(db: Db, locationIds: number[]) {
  if (!locationIds.length) return [];
  return rowsOf<{
    order_id: number;
    location_id: number;
    product_id: number;
    product: string;
    sku: string;
    vendor: string;
    lot: string;
  }>(
    db,
    sql`select o.id as order_id, co.location_id, p.id as product_id, p.name as product, p.sku, v.name as vendor, sl.lot
        from shipment_lines sl
        join order_items i on i.id = sl.order_item_id
        join orders o on o.id = i.order_id and o.status = 'delivered'
        join clinic_orders co on co.order_id = o.id
        join products p on p.id = i.product_id
        join vendors v on v.id = o.vendor_id
        where sl.lot is not null and co.location_id in (${sql.join(
          locationIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by co.location_id, sl.id`,
  );
}

/** The recall notices of some locations (to acknowledge a few as their clinic did). */
export async function noticesAt(db: Db, locationIds: number[]) {
  if (!locationIds.length) return [];
  return db
    .select({ id: recallNotices.id, locationId: recallNotices.locationId, at: recallNotices.createdAt })
    .from(recallNotices)
    .where(and(inArray(recallNotices.locationId, locationIds)))
    .orderBy(asc(recallNotices.id));
}

/** The open request a buyer just made for a product (the request services answer with a message, not an id). */
export async function openRequestId(db: Db, kind: "price" | "sample", userId: string, productId: number) {
  const t = kind === "price" ? priceRequests : sampleRequests;
  const [r] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.productId, productId)))
    .orderBy(sql`${t.id} desc`)
    .limit(1);
  return r?.id ?? null;
}

/** A person reads their notifications within hours: all but the last few days' are read. */
export async function readOldNotifications(db: Db, before: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`${notifications.createdAt} + interval '3 hours'` })
    .where(sql`${notifications.readAt} is null and ${notifications.createdAt} < ${before.toISOString()}`);
}

/** The owner account of a vendor, if it has one (the demo vendor's answers carry its name). */
export async function vendorOwnerId(db: Db, vendorId: number): Promise<string | null> {
  const [m] = await db
    .select({ userId: vendorMembers.userId })
    .from(vendorMembers)
    .where(and(eq(vendorMembers.vendorId, vendorId), eq(vendorMembers.role, "owner")))
    .limit(1);
  return m?.userId ?? null;
}
