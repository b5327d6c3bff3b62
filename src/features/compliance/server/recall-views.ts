import "server-only";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { clinicLocations, member, organization, products, recallNotices, recalls, user, vendors } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { notFound } from "@/lib/errors";
import { isOverdue } from "../recall-rules";
import { unitsOnHandFor } from "./recall-on-hand";

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 16).replace("T", " ") : null);

/** Every recall imported, newest first, with how many locations it reached, acknowledged and overdue. */
export async function listRecalls(now = new Date()) {
  const db = await getDb();
  const rows = await db
    .select({
      id: recalls.id,
      recallNumber: recalls.recallNumber,
      classification: recalls.classification,
      product: products.name,
      vendor: vendors.name,
      lots: recalls.lots,
      allLots: recalls.allLots,
      createdAt: recalls.createdAt,
    })
    .from(recalls)
    .innerJoin(products, eq(products.id, recalls.productId))
    .innerJoin(vendors, eq(vendors.id, recalls.vendorId))
    .orderBy(desc(recalls.createdAt), desc(recalls.id))
    .limit(200);
  const notices = rows.length
    ? await db
        .select({
          recallId: recallNotices.recallId,
          createdAt: recallNotices.createdAt,
          acknowledgedAt: recallNotices.acknowledgedAt,
        })
        .from(recallNotices)
        .where(
          inArray(
            recallNotices.recallId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((r) => {
    const mine = notices.filter((n) => n.recallId === r.id);
    return {
      ...r,
      locations: mine.length,
      acknowledged: mine.filter((n) => n.acknowledgedAt).length,
      overdue: mine.filter((n) => isOverdue(n, now)).length,
    };
  });
}

/** One recall for the operator: each affected location, who acknowledged and when, and those overdue. */
export async function recallDetail(id: number, now = new Date()) {
  const db = await getDb();
  const [recall] = await db
    .select({
      id: recalls.id,
      recallNumber: recalls.recallNumber,
      classification: recalls.classification,
      productDescription: recalls.productDescription,
      firm: recalls.firm,
      reason: recalls.reason,
      codeInfo: recalls.codeInfo,
      status: recalls.status,
      initiatedOn: recalls.initiatedOn,
      lots: recalls.lots,
      allLots: recalls.allLots,
      product: products.name,
      sku: products.sku,
      vendor: vendors.name,
      importedBy: recalls.importedBy,
      createdAt: recalls.createdAt,
    })
    .from(recalls)
    .innerJoin(products, eq(products.id, recalls.productId))
    .innerJoin(vendors, eq(vendors.id, recalls.vendorId))
    .where(eq(recalls.id, id));
  if (!recall) throw notFound("This recall does not exist.");
  const notices = await db
    .select({
      id: recallNotices.id,
      clinic: organization.name,
      location: clinicLocations.name,
      state: clinicLocations.state,
      lots: recallNotices.lots,
      createdAt: recallNotices.createdAt,
      acknowledgedAt: recallNotices.acknowledgedAt,
      acknowledgedBy: recallNotices.acknowledgedByName,
    })
    .from(recallNotices)
    .innerJoin(clinicLocations, eq(clinicLocations.id, recallNotices.locationId))
    .innerJoin(organization, eq(organization.id, clinicLocations.organizationId))
    .where(eq(recallNotices.recallId, id))
    .orderBy(asc(organization.name), asc(clinicLocations.name));
  const locations = notices.map((n) => ({ ...n, overdue: isOverdue(n, now) }));
  return { recall, locations, overdue: locations.filter((l) => l.overdue) };
}

/** Recalls of this vendor's products that reached clinics through its shipped lots. */
export async function vendorRecalls(vendorId: number) {
  const db = await getDb();
  return db
    .select({
      id: recalls.id,
      recallNumber: recalls.recallNumber,
      classification: recalls.classification,
      product: products.name,
      sku: products.sku,
      reason: recalls.reason,
      lots: recalls.lots,
      allLots: recalls.allLots,
      createdAt: recalls.createdAt,
      locations: sql<number>`(select count(*)::int from ${recallNotices} n where n.recall_id = ${recalls.id})`,
      acknowledged: sql<number>`(select count(*)::int from ${recallNotices} n where n.recall_id = ${recalls.id} and n.acknowledged_at is not null)`,
      lotsReached: sql<
        string[]
      >`(select coalesce(jsonb_agg(distinct l.lot), '[]'::jsonb) from ${recallNotices} n, jsonb_array_elements_text(n.lots) as l(lot) where n.recall_id = ${recalls.id})`,
    })
    .from(recalls)
    .innerJoin(products, eq(products.id, recalls.productId))
    .where(eq(recalls.vendorId, vendorId))
    .orderBy(desc(recalls.createdAt), desc(recalls.id))
    .limit(200);
}

/** The recall notices of every location of the viewer's clinics, open ones first. */
export async function myRecallNotices(viewer: Viewer) {
  const db = await getDb();
  const rows = await db
    .select({
      id: recallNotices.id,
      recallNumber: recalls.recallNumber,
      classification: recalls.classification,
      product: products.name,
      firm: recalls.firm,
      reason: recalls.reason,
      lots: recallNotices.lots,
      allLots: recalls.allLots,
      productId: recalls.productId,
      locationId: recallNotices.locationId,
      clinic: organization.name,
      location: clinicLocations.name,
      createdAt: recallNotices.createdAt,
      acknowledgedAt: recallNotices.acknowledgedAt,
      acknowledgedBy: recallNotices.acknowledgedByName,
    })
    .from(recallNotices)
    .innerJoin(recalls, eq(recalls.id, recallNotices.recallId))
    .innerJoin(products, eq(products.id, recalls.productId))
    .innerJoin(clinicLocations, eq(clinicLocations.id, recallNotices.locationId))
    .innerJoin(organization, eq(organization.id, clinicLocations.organizationId))
    .innerJoin(member, and(eq(member.organizationId, organization.id), eq(member.userId, viewer.id)))
    .orderBy(sql`${recallNotices.acknowledgedAt} is not null`, desc(recallNotices.createdAt))
    .limit(200);
  // what is still on the shelf by the clinic's stock records (acknowledging quarantines it), in one read
  const onHand = await unitsOnHandFor(db, rows);
  return rows.map((r, i) => ({
    ...r,
    createdAt: day(r.createdAt)!,
    acknowledgedAt: day(r.acknowledgedAt),
    onHand: onHand[i]!,
  }));
}

/**
 * A member of the location's clinic confirms they checked their stock. Once only: a second press
 * keeps the first person and time. A notice of another clinic's location is a 404 (nothing revealed).
 */
export async function acknowledgeRecall(viewer: Viewer, noticeId: number, now = new Date(), tx?: Tx) {
  const db = tx ?? (await getDb());
  const [notice] = await db
    .select({ id: recallNotices.id, acknowledgedAt: recallNotices.acknowledgedAt })
    .from(recallNotices)
    .innerJoin(clinicLocations, eq(clinicLocations.id, recallNotices.locationId))
    .innerJoin(member, and(eq(member.organizationId, clinicLocations.organizationId), eq(member.userId, viewer.id)))
    .where(eq(recallNotices.id, noticeId));
  if (!notice) throw notFound("This recall notice does not exist.");
  const [who] = await db.select({ name: user.name }).from(user).where(eq(user.id, viewer.id));
  const name = who?.name?.trim() || viewer.email;
  const [done] = await db
    .update(recallNotices)
    .set({ acknowledgedAt: now, acknowledgedBy: viewer.id, acknowledgedByName: name })
    .where(and(eq(recallNotices.id, noticeId), isNull(recallNotices.acknowledgedAt)))
    .returning({ at: recallNotices.acknowledgedAt, by: recallNotices.acknowledgedByName });
  if (done) return { acknowledged: true, already: false, acknowledged_at: done.at!.toISOString(), by: done.by };
  const [kept] = await db
    .select({ at: recallNotices.acknowledgedAt, by: recallNotices.acknowledgedByName })
    .from(recallNotices)
    .where(eq(recallNotices.id, noticeId));
  return { acknowledged: true, already: true, acknowledged_at: kept!.at!.toISOString(), by: kept!.by };
}
