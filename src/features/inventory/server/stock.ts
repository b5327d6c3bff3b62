import "server-only";
import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { clinicLocations, inventoryLedger, inventoryPar, inventoryStock, products } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { clinicContext } from "@/features/clinic/server";
import { toCsv } from "@/lib/csv";
import { forbidden, notFound } from "@/lib/errors";
import { fromCents } from "@/lib/money";
import { LIST_PAGE_SIZE, pageOffset } from "@/lib/paging";
import { daysToExpiry, EXPIRY_THRESHOLDS, expiryBand, isExpired, REASON_LABELS, type LedgerReason } from "../rules";
import type { StockQuery } from "../schemas";
import { locationAccess } from "./access";

const CONTROLLED = ["CII", "CIII", "CIV", "CV"];
const s = inventoryStock;

/** The expiry as a date Postgres can compare (a month-only expiry is that month's last day). */
export const expiryDate = sql<string | null>`(case
  when ${s.expiry} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then ${s.expiry}::date
  when ${s.expiry} ~ '^[0-9]{4}-[0-9]{2}$' then (${s.expiry} || '-01')::date + interval '1 month' - interval '1 day'
  end)`;
/** All lots of the product at the location: par is about the product, not one lot. */
const productOnHand = sql<number>`(select coalesce(sum(x.quantity), 0)::int from ${inventoryStock} x
  where x.location_id = ${s.locationId} and x.product_id = ${s.productId})`;

/** The location the list is about: the one asked for, or the viewer's active one. */
export async function listLocation(tx: Tx, viewer: Viewer, locationId?: number) {
  if (locationId !== undefined) return locationAccess(tx, viewer, locationId);
  const ctx = await clinicContext(viewer);
  if (!ctx) throw forbidden("You are not a member of a clinic.");
  return locationAccess(tx, viewer, ctx.locationId);
}

function conditions(locationId: number, q: StockQuery, now: Date): SQL {
  const where: (SQL | undefined)[] = [eq(s.locationId, locationId), gt(s.quantity, 0)];
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(products.name, like), ilike(products.sku, like), ilike(s.lot, like)));
  }
  const today = now.toISOString().slice(0, 10);
  const horizon = sql`${today}::date + ${EXPIRY_THRESHOLDS[0]}::int`;
  if (q.filter === "expiring") where.push(sql`${expiryDate} <= ${horizon}`);
  if (q.filter === "expired") where.push(sql`${expiryDate} < ${today}::date`);
  if (q.filter === "controlled") where.push(inArray(products.regulatoryClass, CONTROLLED));
  if (q.filter === "below_par") where.push(sql`${productOnHand} < ${inventoryPar.parLevel}`);
  return and(...where)!;
}

async function stockRows(
  tx: Tx,
  locationId: number,
  q: StockQuery,
  now: Date,
  paging: { limit: number; offset: number },
) {
  const today = now.toISOString().slice(0, 10);
  const cond = conditions(locationId, q, now);
  const from = () =>
    tx
      .select({
        id: s.id,
        locationId: s.locationId,
        productId: s.productId,
        name: products.name,
        sku: products.sku,
        regulatoryClass: products.regulatoryClass,
        lot: s.lot,
        expiry: s.expiry,
        quantity: s.quantity,
        unitCostCents: s.unitCostCents,
        vendorId: s.vendorId,
        parLevel: inventoryPar.parLevel,
        reorderQuantity: inventoryPar.reorderQuantity,
        productOnHand,
      })
      .from(s)
      .innerJoin(products, eq(products.id, s.productId))
      .leftJoin(inventoryPar, and(eq(inventoryPar.locationId, s.locationId), eq(inventoryPar.productId, s.productId)));
  const [rows, [{ total }]] = await Promise.all([
    from()
      .where(cond)
      // lots within 90 days of expiry (and expired ones) first, soonest first; then by name
      .orderBy(
        sql`case when ${expiryDate} <= ${today}::date + ${EXPIRY_THRESHOLDS[0]}::int then 0 else 1 end`,
        sql`${expiryDate} asc nulls last`,
        asc(products.name),
        asc(s.id),
      )
      .limit(paging.limit)
      .offset(paging.offset),
    tx
      .select({ total: count() })
      .from(s)
      .innerJoin(products, eq(products.id, s.productId))
      .leftJoin(inventoryPar, and(eq(inventoryPar.locationId, s.locationId), eq(inventoryPar.productId, s.productId)))
      .where(cond),
  ]);
  return { total, rows: rows.map((r) => toView(r, now)) };
}

type Row = {
  id: number;
  locationId: number;
  productId: number;
  name: string;
  sku: string;
  regulatoryClass: string;
  lot: string;
  expiry: string | null;
  quantity: number;
  unitCostCents: number;
  vendorId: number | null;
  parLevel: number | null;
  reorderQuantity: number | null;
  productOnHand: number;
};

/** One lot as the API speaks it: the contract's fields, then the facts the page shows. */
function toView(r: Row, now: Date) {
  return {
    id: r.id,
    location_id: r.locationId,
    product_id: r.productId,
    name: r.name,
    sku: r.sku,
    lot: r.lot || null,
    expiry: r.expiry,
    quantity: r.quantity,
    par_level: r.parLevel,
    reorder_quantity: r.reorderQuantity,
    product_on_hand: r.productOnHand,
    below_par: r.parLevel !== null && r.productOnHand < r.parLevel,
    unit_cost: fromCents(r.unitCostCents),
    value: fromCents(r.unitCostCents * r.quantity),
    regulatory_class: r.regulatoryClass,
    controlled: CONTROLLED.includes(r.regulatoryClass),
    days_to_expiry: daysToExpiry(r.expiry, now),
    expiring_within: expiryBand(r.expiry, now),
    expired: isExpired(r.expiry, now),
    vendor_id: r.vendorId,
  };
}
export type StockView = ReturnType<typeof toView>;

/** One page of a location's lots on hand (expiring first), with the locations the viewer may switch to. */
export async function listStock(viewer: Viewer, q: StockQuery, now = new Date()) {
  const db = await getDb();
  const access = await listLocation(db, viewer, q.location_id);
  const page = q.page ?? 1;
  const { total, rows } = await stockRows(db, access.locationId, q, now, {
    limit: LIST_PAGE_SIZE,
    offset: pageOffset(page),
  });
  const [{ value }] = await db
    .select({ value: sql<number>`coalesce(sum(${s.quantity} * ${s.unitCostCents}), 0)::bigint` })
    .from(s)
    .where(eq(s.locationId, access.locationId));
  return {
    data: rows,
    total,
    page,
    page_size: LIST_PAGE_SIZE,
    location: { id: access.locationId, name: access.locationName },
    locations: access.reachable,
    role: access.role,
    stock_value: fromCents(Number(value)),
  };
}

/** Every lot matching the filters as CSV (formula-safe), for the spreadsheet the clinic used to keep. */
export async function stockCsv(viewer: Viewer, q: StockQuery, now = new Date()) {
  const db = await getDb();
  const access = await listLocation(db, viewer, q.location_id);
  const { rows } = await stockRows(db, access.locationId, q, now, { limit: 20_000, offset: 0 });
  return toCsv(
    [
      "location",
      "product",
      "sku",
      "lot",
      "expiry",
      "quantity",
      "par_level",
      "unit_cost_usd",
      "value_usd",
      "schedule",
      "status",
    ],
    rows.map((r) => [
      access.locationName,
      r.name,
      r.sku,
      r.lot,
      r.expiry,
      r.quantity,
      r.par_level,
      r.unit_cost.toFixed(2),
      r.value.toFixed(2),
      r.controlled ? r.regulatory_class : "",
      r.expired ? "expired" : r.expiring_within ? `expires within ${r.expiring_within} days` : "",
    ]),
  );
}

/** A lot the viewer may see (its location is one they work at), else not found. */
export async function stockFor(tx: Tx, viewer: Viewer, stockId: number) {
  const [row] = await tx.select().from(s).where(eq(s.id, stockId));
  if (!row) throw notFound("That lot does not exist.");
  const access = await locationAccess(tx, viewer, row.locationId, "That lot does not exist.");
  return { row, access };
}

/** A lot's history: every entry with who, when, why and the running quantity. */
export async function stockHistory(viewer: Viewer, stockId: number) {
  const db = await getDb();
  const { row } = await stockFor(db, viewer, stockId);
  const [product] = await db
    .select({ name: products.name, sku: products.sku })
    .from(products)
    .where(eq(products.id, row.productId));
  const entries = await db
    .select({
      id: inventoryLedger.id,
      at: inventoryLedger.at,
      delta: inventoryLedger.delta,
      reason: inventoryLedger.reason,
      note: inventoryLedger.note,
      by: inventoryLedger.actorName,
      other: clinicLocations.name,
    })
    .from(inventoryLedger)
    .leftJoin(clinicLocations, eq(clinicLocations.id, inventoryLedger.otherLocationId))
    .where(eq(inventoryLedger.stockId, stockId))
    .orderBy(desc(inventoryLedger.at), desc(inventoryLedger.id));
  return {
    id: row.id,
    location_id: row.locationId,
    product: product!,
    lot: row.lot || null,
    expiry: row.expiry,
    quantity: row.quantity,
    entries: entries.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      quantity: e.delta,
      reason: e.reason,
      label: REASON_LABELS[e.reason as LedgerReason] ?? e.reason,
      note: e.note,
      by: e.by,
      other_location: e.other,
    })),
  };
}
