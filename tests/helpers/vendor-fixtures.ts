import { and, count, eq } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import type { Db } from "@/db/client";
import { account, orderItems, orderStatusHistory, orders, products, shipments, user, vendorMembers } from "@/db/schema";

let seq = 0;

/** An order of the demo buyer from one vendor with two lines of that vendor's products (as checkout writes it). */
export async function placeTestOrder(db: Db, vendorId: number, qty = [3, 1]) {
  const items = await db
    .select({ id: products.id, name: products.name, sku: products.sku })
    .from(products)
    .where(and(eq(products.vendorId, vendorId), eq(products.type, "simple")))
    .limit(qty.length);
  if (items.length < qty.length) throw new Error(`vendor ${vendorId} has too few products for a test order`);
  const lines = items.map((p, i) => ({ ...p, quantity: qty[i]!, unit: 1000 + i * 250 }));
  const total = lines.reduce((s, l) => s + l.unit * l.quantity, 0);
  const [o] = await db
    .insert(orders)
    .values({
      orderNumber: `T-${vendorId}-${Date.now().toString(36)}-${++seq}`,
      userId: "demo-buyer",
      vendorId,
      subtotalCents: total,
      totalCents: total,
      email: "buyer@dvm.demo",
      shippingAddress: { full_name: "Dana Whitfield", line1: "410 Main Street", city: "Springfield", state: "MO" },
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  const inserted = await db
    .insert(orderItems)
    .values(
      lines.map((l) => ({
        orderId: o.id,
        productId: l.id,
        name: l.name,
        sku: l.sku,
        unitPriceCents: l.unit,
        quantity: l.quantity,
        lineTotalCents: l.unit * l.quantity,
      })),
    )
    .returning({ id: orderItems.id });
  await db.insert(orderStatusHistory).values({ orderId: o.id, status: "placed" });
  return { ...o, lineIds: inserted.map((r) => r.id) };
}

/** What a refused request must leave untouched: status, history and parcels of the order. */
export async function orderState(db: Db, orderId: number) {
  const [o] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const [h] = await db.select({ n: count() }).from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
  const [s] = await db.select({ n: count() }).from(shipments).where(eq(shipments.orderId, orderId));
  return { status: o?.status, history: h?.n, shipments: s?.n };
}

/** A vendor-role user with a password, on a vendor's team with `role` (a member who has joined). */
export async function addVendorMember(
  db: Db,
  m: {
    id: string;
    name: string;
    email: string;
    password: string;
    vendorId: number;
    role: "owner" | "manager" | "staff";
  },
) {
  const [firstName, ...rest] = m.name.split(" ");
  await db.insert(user).values({
    id: m.id,
    name: m.name,
    email: m.email,
    emailVerified: true,
    firstName,
    lastName: rest.join(" "),
    position: "Vendor",
    confirmed: 1,
    role: "vendor",
  });
  await db.insert(account).values({
    id: `${m.id}-credential`,
    accountId: m.id,
    providerId: "credential",
    userId: m.id,
    password: await hashPassword(m.password),
  });
  const [row] = await db
    .insert(vendorMembers)
    .values({ userId: m.id, vendorId: m.vendorId, role: m.role })
    .returning({ id: vendorMembers.id });
  return row!.id;
}
