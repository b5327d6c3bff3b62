import "server-only";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { coupons } from "@/db/schema";
import { publishNotice } from "@/features/notifications/server";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { dollarsToCents } from "@/lib/money";
import {
  couponDatesProblem,
  couponEditProblem,
  couponLimits,
  couponWindow,
  reactivationEnd,
  type CouponEdit,
  type CouponInput,
  type CouponStatus,
} from "../coupon-schema";
import { vendorIdOf, type VendorContext } from "../../server/access";

export type VendorCoupon = {
  id: number;
  code: string;
  kind: "percent" | "amount";
  /** percent points, or dollars */
  value: number;
  min_order: number;
  starts_on: string | null;
  ends_on: string | null;
  per_buyer_limit: number | null;
  total_limit: number | null;
  used: number;
  status: CouponStatus;
  /** an ended coupon's last day before it was ended early (a reactivation without a new end restores it) */
  previous_ends_on: string | null;
};

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

function toCoupon(c: typeof coupons.$inferSelect, now: Date): VendorCoupon {
  const status: CouponStatus =
    c.expiresAt && c.expiresAt < now
      ? "ended"
      : c.totalLimit !== null && c.usedCount >= c.totalLimit
        ? "used up"
        : c.startsAt && c.startsAt > now
          ? "scheduled"
          : "active";
  return {
    id: c.id,
    code: c.code,
    kind: c.kind === "percent" ? "percent" : "amount",
    value: c.kind === "percent" ? c.value : c.value / 100,
    min_order: c.minOrderCents / 100,
    starts_on: day(c.startsAt),
    ends_on: day(c.expiresAt),
    per_buyer_limit: c.perBuyerLimit,
    total_limit: c.totalLimit,
    used: c.usedCount,
    status,
    previous_ends_on: status === "ended" ? day(c.expiresAtBeforeEnd) : null,
  };
}

/** This vendor's coupons, newest first. */
export async function listVendorCoupons(ctx: VendorContext, now = new Date()): Promise<VendorCoupon[]> {
  const vendorId = vendorIdOf(ctx);
  const db = await getDb();
  const rows = await db
    .select()
    .from(coupons)
    .where(eq(coupons.vendorId, vendorId))
    .orderBy(desc(coupons.id))
    .limit(200);
  return rows.map((r) => toCoupon(r, now));
}

/**
 * Creates one of this vendor's coupons; checkout applies it to this vendor's lines only (the coupon row
 * carries the vendor). Codes are unique across the marketplace, whatever their case. With `announce`,
 * buyers get a Coupons notification once the coupon is stored.
 */
export async function createVendorCoupon(ctx: VendorContext, input: CouponInput, now = new Date()) {
  const vendorId = vendorIdOf(ctx);
  const problem = couponDatesProblem(input.starts_on, input.ends_on, now.toISOString().slice(0, 10));
  if (problem) throw badRequest(problem);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    await refuseTakenCode(tx, input.code);
    const [created] = await tx
      .insert(coupons)
      .values({
        vendorId,
        code: input.code,
        kind: input.kind,
        value: input.kind === "percent" ? input.value : dollarsToCents(input.value),
        minOrderCents: dollarsToCents(input.min_order),
        ...couponWindow(input.starts_on, input.ends_on),
        ...couponLimits(input),
      })
      .returning();
    return created!;
  });
  // the announcement reaches every buyer; it is sent after the coupon exists so its code always works
  const announced = input.announce ? (await publishNotice({ kind: "coupon", code: row.code })).recipients : 0;
  return { coupon: toCoupon(row, now), announced };
}

/** Codes are unique across the marketplace whatever their case; `except` is the coupon being edited. */
async function refuseTakenCode(tx: Tx, code: string, except?: number) {
  const [taken] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(sql`upper(${coupons.code}) = ${code}`, except === undefined ? undefined : ne(coupons.id, except)))
    .limit(1);
  if (taken) throw new AppError("CONFLICT", `The code ${code} is already taken; choose another.`);
}

/** One of this vendor's coupons, locked for a change; another vendor's is a 404. */
async function lockedCoupon(tx: Tx, vendorId: number, id: number) {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, id), eq(coupons.vendorId, vendorId)))
    .for("update");
  if (!row) throw notFound("This coupon does not exist.");
  return row;
}

/**
 * Changes a running or scheduled coupon as a whole (the form sends every field). An ended coupon is
 * reactivated first; a coupon buyers have used keeps its code. Orders already placed keep their discount.
 */
export async function editVendorCoupon(ctx: VendorContext, id: number, input: CouponEdit, now = new Date()) {
  const vendorId = vendorIdOf(ctx);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const current = toCoupon(await lockedCoupon(tx, vendorId, id), now);
    const conflict = couponEditProblem(current, input);
    if (conflict) throw new AppError("CONFLICT", conflict);
    const problem = couponDatesProblem(input.starts_on, input.ends_on, now.toISOString().slice(0, 10));
    if (problem) throw badRequest(problem);
    if (input.code !== current.code) await refuseTakenCode(tx, input.code, id);
    const [changed] = await tx
      .update(coupons)
      .set({
        code: input.code,
        kind: input.kind,
        value: input.kind === "percent" ? input.value : dollarsToCents(input.value),
        minOrderCents: dollarsToCents(input.min_order),
        ...couponWindow(input.starts_on, input.ends_on),
        ...couponLimits(input),
      })
      .where(eq(coupons.id, id))
      .returning();
    return changed!;
  });
  return { coupon: toCoupon(row, now) };
}

/**
 * Runs an ended coupon again until `endsOn`, or (without it) until the last day it had before it was
 * ended early, refused when that day has passed. Its uses so far still count against its limits.
 */
export async function reactivateVendorCoupon(ctx: VendorContext, id: number, endsOn?: string, now = new Date()) {
  const vendorId = vendorIdOf(ctx);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const locked = await lockedCoupon(tx, vendorId, id);
    const current = toCoupon(locked, now);
    const next = reactivationEnd(
      { ...current, end_before_ending: day(locked.expiresAtBeforeEnd) },
      endsOn,
      now.toISOString().slice(0, 10),
    );
    if ("problem" in next) throw new AppError(endsOn ? "BAD_REQUEST" : "CONFLICT", next.problem);
    const [changed] = await tx
      .update(coupons)
      .set({ expiresAt: couponWindow(undefined, next.endsOn).expiresAt, expiresAtBeforeEnd: null })
      .where(eq(coupons.id, id))
      .returning();
    return changed!;
  });
  return { coupon: toCoupon(row, now) };
}

/**
 * Ends one of this vendor's coupons now (checkout then calls it expired), keeping the end it had so a
 * reactivation can restore it; another vendor's coupon is a 404, an ended one a 409.
 */
export async function endVendorCoupon(ctx: VendorContext, id: number, now = new Date()) {
  const vendorId = vendorIdOf(ctx);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const locked = await lockedCoupon(tx, vendorId, id);
    if (locked.expiresAt && locked.expiresAt < now) throw new AppError("CONFLICT", `${locked.code} has already ended.`);
    const [ended] = await tx
      .update(coupons)
      .set({ expiresAt: now, expiresAtBeforeEnd: locked.expiresAt })
      .where(eq(coupons.id, id))
      .returning();
    return ended!;
  });
  return { coupon: toCoupon(row, new Date(now.getTime() + 1)) };
}
