import "server-only";
import { and, eq, gt, inArray, isNotNull, or, sql } from "drizzle-orm";
import Papa from "papaparse";
import { getDb, type Tx } from "@/db/client";
import {
  clinicLocations,
  clinicOrders,
  inventoryStock,
  member,
  orderItems,
  orders,
  organization,
  products,
  recallNotices,
  recalls,
  shipmentLines,
  user,
  vendors,
} from "@/db/schema";
import { recordAudit, type AuditActor as Actor } from "@/features/audit/server";
import { sendMail } from "@/features/mail/server";
import { notify } from "@/features/notifications/server";
import { AppError, badRequest } from "@/lib/errors";
import {
  checkRecallRow,
  matchRecallProduct,
  normaliseFirm,
  recallNoticeText,
  REQUIRED_RECALL_COLUMNS,
  type RecallRow,
  type RecallRowError,
} from "../recall-rules";
import { recalledOnHand, unitsOf } from "./recall-on-hand";

export const MAX_RECALL_ROWS = 2000;

type Affected = { locationId: number; location: string; clinic: string; lots: string[]; orderIds: number[] };
export type PlannedRecall = RecallRow & {
  vendor: { id: number; name: string };
  product: { id: number; name: string; sku: string };
  locations: Affected[];
  /** recalled lots no clinic on the marketplace received */
  lotsNotDelivered: string[];
};
export type RecallPlan = {
  recalls: PlannedRecall[];
  /** rows whose firm or product is not sold here: printed, nothing to notify */
  unmatched: RecallRowError[];
  errors: RecallRowError[];
};

const title = (col: string) => col.replace(/\b[a-z]/g, (c) => c.toUpperCase());
// the advisory lock key recall imports queue on (vendor-portal keys are 7117001-3)
const RECALL_IMPORT_LOCK = 7_117_004;

/** Parses the CSV and matches every row against vendors, products and delivered lots; writes nothing. */
async function plan(db: Tx, csv: string): Promise<RecallPlan> {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const missing = REQUIRED_RECALL_COLUMNS.filter((c) => !parsed.meta.fields?.includes(c));
  if (missing.length)
    throw badRequest(
      `The CSV is missing the column${missing.length > 1 ? "s" : ""} ${missing.map(title).join(", ")}: use the enforcement report's header row.`,
    );
  if (parsed.data.length > MAX_RECALL_ROWS) throw badRequest(`At most ${MAX_RECALL_ROWS} recalls per file.`);
  const errors: RecallRowError[] = parsed.errors
    .slice(0, 50)
    .map((e) => ({ row: (e.row ?? 0) + 2, message: `Row ${(e.row ?? 0) + 2}: ${e.message}.` }));
  const rows: RecallRow[] = [];
  const seen = new Map<string, number>();
  parsed.data.forEach((record, i) => {
    const r = checkRecallRow(record, i + 2);
    if ("message" in r) return errors.push(r);
    const first = seen.get(r.recallNumber.toUpperCase());
    if (first)
      return errors.push({
        row: r.row,
        message: `Row ${r.row} (recall ${r.recallNumber}): the same recall is already on row ${first}.`,
      });
    seen.set(r.recallNumber.toUpperCase(), r.row);
    rows.push(r);
  });
  if (rows.length) {
    const known = await db
      .select({ number: recalls.recallNumber, at: recalls.createdAt })
      .from(recalls)
      .where(
        inArray(
          sql`upper(${recalls.recallNumber})`,
          rows.map((r) => r.recallNumber.toUpperCase()),
        ),
      );
    for (const k of known) {
      const r = rows.find((x) => x.recallNumber.toUpperCase() === k.number.toUpperCase())!;
      errors.push({
        row: r.row,
        message: `Row ${r.row} (recall ${r.recallNumber}): this recall was already imported on ${k.at.toISOString().slice(0, 10)}; remove the row.`,
      });
    }
  }
  const firms = new Map<string, { id: number; name: string }[]>();
  for (const v of await db.select({ id: vendors.id, name: vendors.name }).from(vendors)) {
    const key = normaliseFirm(v.name);
    firms.set(key, [...(firms.get(key) ?? []), v]);
  }
  const out: RecallPlan = { recalls: [], unmatched: [], errors };
  for (const r of rows) {
    if (errors.some((e) => e.row === r.row)) continue;
    const label = `Row ${r.row} (recall ${r.recallNumber})`;
    const vendor = firms.get(normaliseFirm(r.firm));
    if (!vendor) {
      out.unmatched.push({ row: r.row, message: `${label}: ${r.firm} is not a vendor here; nothing to notify.` });
      continue;
    }
    if (vendor.length > 1) {
      errors.push({ row: r.row, message: `${label}: several vendors are named like ${r.firm}; settle it by hand.` });
      continue;
    }
    const candidates = await db
      .select({ id: products.id, sku: products.sku, name: products.name })
      .from(products)
      .where(eq(products.vendorId, vendor[0]!.id));
    const found = matchRecallProduct(r.productDescription, candidates);
    if ("problem" in found) {
      const line = { row: r.row, message: `${label}: ${found.problem}` };
      // two equally good products need a person; no product at all is simply not sold here
      if (found.problem.includes("several")) errors.push(line);
      else out.unmatched.push(line);
      continue;
    }
    const locations = [...(await affectedLocations(db, vendor[0]!.id, found.product.id, r))];
    // a lot moved between a clinic's locations is on another shelf than the one it was delivered to
    for (const moved of await locationsHolding(db, found.product.id, r))
      if (!locations.some((l) => l.locationId === moved.locationId)) locations.push(moved);
    const delivered = new Set(locations.flatMap((l) => l.lots));
    out.recalls.push({
      ...r,
      vendor: vendor[0]!,
      product: found.product,
      locations,
      lotsNotDelivered: r.lots.filter((l) => !delivered.has(l)),
    });
  }
  out.errors.sort((a, b) => a.row - b.row);
  return out;
}

/**
 * Clinic locations that received a recalled lot of this vendor's product (exact lot, case aside). A
 * recall of all lots reaches every location the product was delivered to, with or without a lot on
 * record: a parcel line, or an order marked shipped or delivered without one.
 */
async function affectedLocations(db: Tx, vendorId: number, productId: number, r: RecallRow): Promise<Affected[]> {
  const lot = sql<string | null>`upper(trim(${shipmentLines.lot}))`;
  const rows = await db
    .select({
      locationId: clinicOrders.locationId,
      location: clinicLocations.name,
      clinic: organization.name,
      lot,
      orderId: orders.id,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(shipmentLines, eq(shipmentLines.orderItemId, orderItems.id))
    .innerJoin(clinicOrders, eq(clinicOrders.orderId, orders.id))
    .innerJoin(clinicLocations, eq(clinicLocations.id, clinicOrders.locationId))
    .innerJoin(organization, eq(organization.id, clinicLocations.organizationId))
    .where(
      and(
        eq(orders.vendorId, vendorId),
        eq(orderItems.productId, productId),
        r.allLots
          ? or(isNotNull(shipmentLines.id), inArray(orders.status, ["shipped", "delivered"]))
          : inArray(lot, r.lots),
      ),
    )
    .orderBy(clinicOrders.locationId, orders.id);
  const byLocation = new Map<number, Affected>();
  for (const row of rows) {
    const a = byLocation.get(row.locationId) ?? { ...row, lots: [], orderIds: [] };
    if (row.lot && !a.lots.includes(row.lot)) a.lots.push(row.lot);
    if (!a.orderIds.includes(row.orderId)) a.orderIds.push(row.orderId);
    byLocation.set(row.locationId, a);
  }
  return [...byLocation.values()].map(({ locationId, location, clinic, lots, orderIds }) => ({
    locationId,
    location,
    clinic,
    lots,
    orderIds,
  }));
}

/** Locations whose stock records hold a recalled lot of the product now (received there or moved there). */
async function locationsHolding(db: Tx, productId: number, r: RecallRow): Promise<Affected[]> {
  const s = inventoryStock;
  const lot = sql<string>`upper(trim(${s.lot}))`;
  const rows = await db
    .select({ locationId: s.locationId, location: clinicLocations.name, clinic: organization.name, lot })
    .from(s)
    .innerJoin(clinicLocations, eq(clinicLocations.id, s.locationId))
    .innerJoin(organization, eq(organization.id, clinicLocations.organizationId))
    .where(and(eq(s.productId, productId), gt(s.quantity, 0), r.allLots ? undefined : inArray(lot, r.lots)))
    .orderBy(s.locationId);
  const byLocation = new Map<number, Affected>();
  for (const row of rows) {
    const a = byLocation.get(row.locationId) ?? { ...row, lots: [], orderIds: [] };
    if (row.lot && !a.lots.includes(row.lot)) a.lots.push(row.lot);
    byLocation.set(row.locationId, {
      locationId: a.locationId,
      location: a.location,
      clinic: a.clinic,
      lots: a.lots,
      orderIds: [],
    });
  }
  return [...byLocation.values()];
}

/** Who hears of a recall at a location: its clinic's owners and managers, and whoever ordered the lots. */
async function recipients(tx: Tx, locationId: number, orderIds: number[]) {
  return tx
    .selectDistinct({ id: user.id, email: user.email })
    .from(member)
    .innerJoin(clinicLocations, eq(clinicLocations.organizationId, member.organizationId))
    .innerJoin(user, eq(user.id, member.userId))
    .where(
      and(
        eq(clinicLocations.id, locationId),
        sql`(${member.role} in ('owner', 'manager') or ${member.userId} in (select ${orders.userId} from ${orders} where ${inArray(orders.id, orderIds)}))`,
      ),
    );
}

function summary(p: RecallPlan) {
  return {
    recalls: p.recalls.map((r) => ({
      row: r.row,
      recall_number: r.recallNumber,
      classification: r.classification,
      vendor: r.vendor.name,
      product: `${r.product.name} (${r.product.sku})`,
      lots: r.allLots ? ["all lots"] : r.lots,
      locations: r.locations.map((l) => ({ clinic: l.clinic, location: l.location, lots: l.lots })),
      lots_not_delivered: r.lotsNotDelivered,
    })),
    unmatched: p.unmatched,
    errors: p.errors,
  };
}

/**
 * The operator's recall import. A dry run reports what would be stored and who would be told; an
 * import with any row error writes nothing, else stores every recall with a notice per affected
 * location, tells each location's people (notification, pushed live after commit, and an e-mail
 * through the outbox) and audits each recall, all in one transaction.
 */
export async function importRecalls(actor: Actor, csv: string, opts: { dryRun: boolean }) {
  if (!csv.trim()) throw badRequest("The CSV file is empty.");
  const db = await getDb();
  if (opts.dryRun) return { dry_run: true, ...summary(await plan(db, csv)) };
  return db.transaction(async (tx) => {
    // one import at a time, so two uploads of one file cannot both pass the "already imported" check;
    // a lock of its own, not the table's, so nothing else that writes recalls waits behind an import
    await tx.execute(sql`select pg_advisory_xact_lock(${RECALL_IMPORT_LOCK})`);
    const p = await plan(tx, csv);
    if (p.errors.length)
      throw new AppError(
        "UNPROCESSABLE",
        `${p.errors.length} row${p.errors.length > 1 ? "s have" : " has"} errors; nothing was imported.`,
        summary(p),
      );
    let notified = 0;
    for (const r of p.recalls) {
      const [saved] = await tx
        .insert(recalls)
        .values({
          recallNumber: r.recallNumber,
          classification: r.classification,
          productDescription: r.productDescription,
          firm: r.firm,
          reason: r.reason,
          codeInfo: r.codeInfo,
          status: r.status,
          initiatedOn: r.initiatedOn,
          vendorId: r.vendor.id,
          productId: r.product.id,
          lots: r.lots,
          allLots: r.allLots,
          importedBy: actor.email,
        })
        .returning({ id: recalls.id });
      for (const loc of r.locations) {
        const [notice] = await tx
          .insert(recallNotices)
          .values({ recallId: saved!.id, locationId: loc.locationId, lots: loc.lots, orderIds: loc.orderIds })
          .returning({ id: recallNotices.id });
        const held = await recalledOnHand(tx, {
          locationId: loc.locationId,
          productId: r.product.id,
          lots: r.lots,
          allLots: r.allLots,
        });
        const text = recallNoticeText({
          recallNumber: r.recallNumber,
          classification: r.classification,
          product: r.product.name,
          lots: loc.lots,
          location: loc.location,
          reason: r.reason,
          vendor: r.vendor.name,
          allLots: r.allLots,
          onHand: unitsOf(held),
        });
        const link = `/compliance/recalls#notice-${notice!.id}`;
        for (const to of await recipients(tx, loc.locationId, loc.orderIds)) {
          await notify(tx, {
            userId: to.id,
            type: "recall",
            body: text.body,
            message: r.recallNumber,
            alertType: "error",
            clickableLink: link,
          });
          await sendMail(tx, { to: to.email, subject: text.subject, body: `${text.body}\n\nOpen ${link}` });
        }
        notified++;
      }
      await recordAudit(tx, actor, {
        action: "import_recall",
        targetType: "recall",
        targetId: saved!.id,
        after: { recall_number: r.recallNumber, product_id: r.product.id, lots: r.lots, locations: r.locations.length },
      });
    }
    return { dry_run: false, imported: p.recalls.length, locations_notified: notified, ...summary(p) };
  });
}
