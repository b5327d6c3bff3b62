import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { addresses } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { cartKeyFor, loadProductLines, cartTotalCents } from "@/features/cart/server";
import { couponAppliedMessage, couponDiscount } from "../rules";
import { forbidden, notFound } from "@/lib/errors";
import { fromCents } from "@/lib/money";
import type { AddressBody } from "../schemas";
import { lockCoupons } from "./pricing";

/** Preview of a coupon against the vendor's checked lines; checkout re-checks it under a lock. */
export async function checkCoupon(viewer: Viewer, vendorId: number, code: string, now = new Date()) {
  const db = await getDb();
  const lines = (await loadProductLines(db, await cartKeyFor(db, viewer), now)).filter((l) => l.vendorId === vendorId);
  const subtotal = cartTotalCents(
    lines.map((l) => ({ unitCents: l.unitCents, quantity: l.quantity, checked: l.checked })),
  );
  const locked = (await lockCoupons(db, viewer.id, { [vendorId]: code })).get(code.trim().toUpperCase());
  const res = couponDiscount({
    coupon: locked?.row,
    vendorId,
    subtotalCents: subtotal,
    buyerUses: locked?.buyerUses ?? 0,
    now,
  });
  if (!res.ok) return { success: false, message: res.message, discount: 0 };
  return {
    success: true,
    message: couponAppliedMessage(res.discountCents),
    discount: fromCents(res.discountCents),
    code: locked!.code,
  };
}

function values(b: AddressBody) {
  return {
    label: b.label,
    fullName: b.full_name,
    line1: b.line1,
    line2: b.line2 ?? null,
    city: b.city,
    state: b.state,
    zip: b.zip,
    country: b.country,
    phone: b.phone ?? null,
    isDefaultShipping: b.is_default_shipping,
    isDefaultBilling: b.is_default_billing,
  };
}

/** A new default replaces the old one, so there is at most one of each. */
async function clearDefaults(db: Db, userId: string, b: AddressBody) {
  if (b.is_default_shipping)
    await db.execute(sql`update addresses set is_default_shipping = false where user_id = ${userId}`);
  if (b.is_default_billing)
    await db.execute(sql`update addresses set is_default_billing = false where user_id = ${userId}`);
}

export async function addAddress(viewer: Viewer, b: AddressBody) {
  const db = await getDb();
  await clearDefaults(db, viewer.id, b);
  const [row] = await db
    .insert(addresses)
    .values({ userId: viewer.id, ...values(b) })
    .returning({ id: addresses.id });
  return { success: true, message: "Address saved.", id: row!.id };
}

export async function editAddress(viewer: Viewer, id: number, b: AddressBody) {
  const db = await getDb();
  const [row] = await db.select({ user_id: addresses.userId }).from(addresses).where(eq(addresses.id, id));
  if (!row) throw notFound("This address does not exist.");
  if (row.user_id !== viewer.id) throw forbidden("This address belongs to another customer.");
  await clearDefaults(db, viewer.id, b);
  const v = values(b);
  await db.update(addresses).set(v).where(eq(addresses.id, id));
  return { success: true, message: "Address updated.", id };
}
