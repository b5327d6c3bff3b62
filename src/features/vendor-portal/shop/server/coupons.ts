import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { coupons } from "@/db/schema";
import { publishNotice } from "@/features/notifications/server";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { dollarsToCents } from "@/lib/money";
import { couponDatesProblem, couponLimits, couponWindow, type CouponInput } from "../coupon-schema";
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
  status: "scheduled" | "active" | "ended" | "used up";
};

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

function toCoupon(c: typeof coupons.$inferSelect, now: Date): VendorCoupon {
  const status =
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
    const [taken] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(sql`upper(${coupons.code}) = ${input.code}`)
      .limit(1);
    if (taken) throw new AppError("CONFLICT", `The code ${input.code} is already taken; choose another.`);
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

/** Ends one of this vendor's coupons now (checkout then calls it expired); another vendor's coupon is a 404. */
export async function endVendorCoupon(ctx: VendorContext, id: number, now = new Date()) {
  const vendorId = vendorIdOf(ctx);
  const db = await getDb();
  const [row] = await db
    .update(coupons)
    .set({ expiresAt: now })
    .where(and(eq(coupons.id, id), eq(coupons.vendorId, vendorId)))
    .returning();
  if (!row) throw notFound("This coupon does not exist.");
  return { coupon: toCoupon(row, new Date(now.getTime() + 1)) };
}
