import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderItems, orders, serviceProviders, vendors } from "@/db/schema";

/**
 * Writes `n` placed orders for a user straight into the tables, spread over the seeded vendors
 * and over days (oldest first), so history tests need no checkout run per order.
 */
export async function insertOrders(
  db: Db,
  userId: string,
  n: number,
  opts: { prefix?: string; start?: Date } = {},
): Promise<{ id: number; orderNumber: string; vendorId: number; poNumber: string | null; createdAt: Date }[]> {
  const vs = await db.select({ id: vendors.id, name: vendors.name }).from(vendors).orderBy(vendors.id).limit(5);
  const start = opts.start ?? new Date("2026-01-01T12:00:00Z");
  const rows = Array.from({ length: n }, (_, i) => ({
    orderNumber: `${opts.prefix ?? "H"}-${String(i + 1).padStart(4, "0")}`,
    userId,
    vendorId: vs[i % vs.length]!.id,
    vendorKind: "vendor",
    status: i % 4 === 0 ? "shipped" : "placed",
    subtotalCents: 1000 + i,
    totalCents: 1000 + i,
    poNumber: i % 10 === 0 ? `PO-${i}` : null,
    email: `${userId}@example.test`,
    createdAt: new Date(start.getTime() + i * 86_400_000),
  }));
  const inserted = await db.insert(orders).values(rows).returning({
    id: orders.id,
    orderNumber: orders.orderNumber,
    vendorId: orders.vendorId,
    poNumber: orders.poNumber,
    createdAt: orders.createdAt,
  });
  await db.insert(orderItems).values(
    inserted.map((o, i) => ({
      orderId: o.id,
      name: i === 7 ? "Lavender tote bag" : `Exam gloves, box ${i}`,
      sku: `SKU-${i}`,
      unitPriceCents: 1000 + i,
      quantity: 1,
      lineTotalCents: 1000 + i,
    })),
  );
  return inserted;
}

export async function vendorName(db: Db, id: number): Promise<string> {
  const [v] = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, id));
  if (v) return v.name;
  const [s] = await db
    .select({ name: serviceProviders.name })
    .from(serviceProviders)
    .where(eq(serviceProviders.id, id));
  return s?.name ?? "";
}
