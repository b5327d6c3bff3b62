import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import {
  clinicLocations,
  clinicOrderGuideItems,
  clinicOrderGuides,
  clinicOrders,
  clinicReorderRuns,
  clinicReorders,
  orderItems,
  orders,
} from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { badRequest, forbidden, notFound } from "@/lib/errors";
import { nextRunOn } from "../reorder-rules";
import { requireClinic } from "./context";

export type ReorderRow = typeof clinicReorders.$inferSelect;
export type ReorderItem = { productId: number; variationId: number | null; quantity: number };

const today = (now: Date) => now.toISOString().slice(0, 10);
const schedule = (r: ReorderRow) => ({
  everyWeeks: r.everyWeeks,
  weekday: r.weekday,
  startsOn: r.startsOn,
  skipNext: r.skipNext,
  lastRunOn: r.lastRunOn,
});

async function ownReorder(organizationId: string, id: number): Promise<ReorderRow> {
  const db = await getDb();
  const [r] = await db.select().from(clinicReorders).where(eq(clinicReorders.id, id));
  if (!r) throw notFound("That scheduled reorder does not exist.");
  if (r.organizationId !== organizationId) throw forbidden("That scheduled reorder belongs to another clinic.");
  return r;
}

export async function listReorders(viewer: Viewer, now = new Date()) {
  const ctx = await requireClinic(viewer, "view_orders");
  const db = await getDb();
  const rows = await db
    .select({
      r: clinicReorders,
      location: clinicLocations.name,
      guide: clinicOrderGuides.name,
      orderNumber: orders.orderNumber,
    })
    .from(clinicReorders)
    .innerJoin(clinicLocations, eq(clinicLocations.id, clinicReorders.locationId))
    .leftJoin(clinicOrderGuides, eq(clinicOrderGuides.id, clinicReorders.guideId))
    .leftJoin(orders, eq(orders.id, clinicReorders.orderId))
    .where(eq(clinicReorders.organizationId, ctx.organizationId))
    .orderBy(asc(clinicReorders.id));
  return rows.map(({ r, location, guide, orderNumber }) => {
    const source = r.upToPar
      ? { kind: "par", id: r.locationId, name: `Up to par at ${location}` }
      : r.guideId
        ? { kind: "guide", id: r.guideId, name: guide }
        : { kind: "order", id: r.orderId, name: orderNumber };
    const next = nextRunOn({ ...schedule(r), skipNext: false }, today(now));
    return {
      id: r.id,
      location_id: r.locationId,
      location,
      source,
      every_weeks: r.everyWeeks,
      weekday: r.weekday,
      starts_on: r.startsOn,
      skip_next: r.skipNext,
      // a skipped run is consumed on its day: the next one is the run after it
      next_run_on: r.skipNext ? nextRunOn({ ...schedule(r), lastRunOn: next }, next) : next,
      skipped_run_on: r.skipNext ? next : null,
      last_run_on: r.lastRunOn,
    };
  });
}

export type NewReorder = {
  guide_id?: number | null;
  order_id?: number | null;
  up_to_par?: boolean;
  location_id?: number | null;
  every_weeks: number;
  weekday: number;
  starts_on?: string | null;
};

/** A reorder of one of this clinic's guides or orders, for the viewer at the chosen (or active) location. */
export async function createReorder(viewer: Viewer, input: NewReorder, now = new Date()) {
  const ctx = await requireClinic(viewer, "build_cart");
  const db = await getDb();
  const sources = [!!input.guide_id, !!input.order_id, !!input.up_to_par].filter(Boolean).length;
  if (sources !== 1) throw badRequest("Choose an order guide or a past order to repeat.");
  const locationId = input.location_id ?? ctx.locationId;
  const [loc] = await db
    .select({ org: clinicLocations.organizationId })
    .from(clinicLocations)
    .where(eq(clinicLocations.id, locationId));
  if (!loc) throw notFound("That location does not exist.");
  if (loc.org !== ctx.organizationId) throw forbidden("That location belongs to another clinic.");
  if (input.guide_id) {
    const [g] = await db
      .select({ org: clinicOrderGuides.organizationId })
      .from(clinicOrderGuides)
      .where(eq(clinicOrderGuides.id, input.guide_id));
    if (!g) throw notFound("That order guide does not exist.");
    if (g.org !== ctx.organizationId) throw forbidden("That order guide belongs to another clinic.");
  } else if (input.order_id) {
    const [o] = await db
      .select({ org: clinicOrders.organizationId })
      .from(orders)
      .leftJoin(clinicOrders, eq(clinicOrders.orderId, orders.id))
      .where(eq(orders.id, input.order_id!));
    if (!o) throw notFound("That order does not exist.");
    if (o.org !== ctx.organizationId) throw forbidden("That order belongs to another clinic.");
  }
  const [r] = await db
    .insert(clinicReorders)
    .values({
      organizationId: ctx.organizationId,
      locationId,
      createdBy: viewer.id,
      guideId: input.guide_id ?? null,
      orderId: input.order_id ?? null,
      upToPar: !!input.up_to_par,
      everyWeeks: input.every_weeks,
      weekday: input.weekday,
      startsOn: input.starts_on ?? today(now),
    })
    .returning();
  return { id: r!.id, next_run_on: nextRunOn(schedule(r!), today(now)) };
}

/** Skips the next run once (or undoes the skip); the run after it goes ahead. */
export async function skipReorder(viewer: Viewer, id: number, skip: boolean) {
  const ctx = await requireClinic(viewer, "build_cart");
  await ownReorder(ctx.organizationId, id);
  const db = await getDb();
  await db.update(clinicReorders).set({ skipNext: skip }).where(eq(clinicReorders.id, id));
  return { id, skip_next: skip };
}

export async function deleteReorder(viewer: Viewer, id: number) {
  const ctx = await requireClinic(viewer, "build_cart");
  await ownReorder(ctx.organizationId, id);
  const db = await getDb();
  await db.delete(clinicReorders).where(eq(clinicReorders.id, id));
  return { id };
}

/** Every reorder whose day has not been acted on yet (the rules decide what today means for each). */
export async function pendingReorders(now: Date): Promise<ReorderRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(clinicReorders)
    .where(sql`${clinicReorders.lastRunOn} is null or ${clinicReorders.lastRunOn} < ${today(now)}`)
    .orderBy(asc(clinicReorders.id));
}

/** What a reorder buys: the guide's items at par, or the past order's product lines ("up to par" is inventory's: none here). */
export async function reorderItems(tx: Tx, r: ReorderRow): Promise<ReorderItem[]> {
  if (r.upToPar) return [];
  if (r.guideId)
    return tx
      .select({
        productId: clinicOrderGuideItems.productId,
        variationId: clinicOrderGuideItems.variationId,
        quantity: clinicOrderGuideItems.parLevel,
      })
      .from(clinicOrderGuideItems)
      .where(eq(clinicOrderGuideItems.guideId, r.guideId))
      .orderBy(asc(clinicOrderGuideItems.id));
  const rows = await tx
    .select({ productId: orderItems.productId, variationId: orderItems.variationId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, r.orderId ?? -1), sql`${orderItems.productId} is not null`))
    .orderBy(asc(orderItems.id));
  return rows.map((x) => ({ productId: x.productId!, variationId: x.variationId, quantity: x.quantity }));
}

/**
 * Claims a reorder's day for one action in the caller's transaction: the unique (reorder, day) row
 * lets exactly one worker through; a second one waits for the first to commit and then gets false.
 */
export async function claimReorderDay(
  tx: Tx,
  r: ReorderRow,
  onDate: string,
  action: string,
  facts: { message?: string; approvalId?: number | null; orderIds?: number[] } = {},
): Promise<boolean> {
  const [row] = await tx
    .insert(clinicReorderRuns)
    .values({
      reorderId: r.id,
      onDate,
      action,
      message: facts.message ?? null,
      approvalId: facts.approvalId ?? null,
      orderIds: facts.orderIds?.join(",") ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: clinicReorderRuns.id });
  if (!row) return false;
  if (action !== "notify")
    await tx
      .update(clinicReorders)
      .set({ lastRunOn: onDate, ...(action === "skip" ? { skipNext: false } : {}) })
      .where(eq(clinicReorders.id, r.id));
  return true;
}

/** Records what a claimed run did (the order or approval it produced). */
export async function recordReorderRun(
  tx: Tx,
  r: ReorderRow,
  onDate: string,
  facts: { action: string; message: string; approvalId?: number | null; orderIds?: number[] },
): Promise<void> {
  await tx
    .update(clinicReorderRuns)
    .set({
      action: facts.action,
      message: facts.message,
      approvalId: facts.approvalId ?? null,
      orderIds: facts.orderIds?.join(",") ?? null,
    })
    .where(and(eq(clinicReorderRuns.reorderId, r.id), eq(clinicReorderRuns.onDate, onDate)));
}
