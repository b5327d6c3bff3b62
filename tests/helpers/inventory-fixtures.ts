import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  clinicLocations,
  clinicOrders,
  inventoryLedger,
  inventoryStock,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  shipmentLines,
  shipments,
} from "@/db/schema";

let seq = 0;

/** A location of a clinic by name (the demo group's "Heartland North", a one-person clinic's only one). */
export async function locationNamed(db: Db, organizationId: string, name?: string): Promise<number> {
  const rows = await db
    .select({ id: clinicLocations.id, name: clinicLocations.name })
    .from(clinicLocations)
    .where(eq(clinicLocations.organizationId, organizationId))
    .orderBy(clinicLocations.id);
  const l = name ? rows.find((r) => r.name === name) : rows[0];
  if (!l) throw new Error(`no location ${name ?? ""} in ${organizationId}`);
  return l.id;
}

/** A simple product of vendor 1 (Sandhill Surgical) made plain to buy: its id, name and sku. */
export async function plainProduct(db: Db, skip = 0, cls = "none") {
  const [p] = await db
    .select({ id: products.id, name: products.name, sku: products.sku })
    .from(products)
    .where(
      and(
        eq(products.vendorId, 1),
        eq(products.type, "simple"),
        sql`not exists (select 1 from product_variations x where x.product_id = ${products.id})`,
      ),
    )
    .orderBy(products.id)
    .offset(skip)
    .limit(1);
  await db
    .update(products)
    .set({
      quantity: 500,
      inStock: "Y",
      minimumOrder: null,
      maxQuantityThreshold: null,
      level: 1,
      seePrice: "login",
      priceCents: 1500,
      priceCatalogCents: null,
      priceDiscountedCents: null,
      regulatoryClass: cls,
    })
    .where(eq(products.id, p!.id));
  return p!;
}

/**
 * An order of a clinic location as checkout writes it, shipped by the vendor in one parcel with a lot
 * and expiry per line (what the portal's ship step records). Returns the order, its lines and the parcel.
 */
export async function shippedOrder(
  db: Db,
  o: {
    userId: string;
    organizationId: string;
    locationId: number;
    lines: { productId: number; quantity: number; unitCents?: number; lot?: string | null; expiry?: string | null }[];
    status?: "shipped" | "delivered";
    deliveredAt?: Date;
  },
) {
  const total = o.lines.reduce((n, l) => n + (l.unitCents ?? 1500) * l.quantity, 0);
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `INV-${Date.now().toString(36)}-${++seq}`,
      userId: o.userId,
      vendorId: 1,
      status: o.status ?? "shipped",
      subtotalCents: total,
      totalCents: total,
      email: `${o.userId}@dvm.demo`,
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  await db
    .insert(clinicOrders)
    .values({ orderId: order!.id, organizationId: o.organizationId, locationId: o.locationId, totalCents: total });
  const items = await db
    .insert(orderItems)
    .values(
      o.lines.map((l) => ({
        orderId: order!.id,
        productId: l.productId,
        name: `Product ${l.productId}`,
        sku: `SKU-${l.productId}`,
        unitPriceCents: l.unitCents ?? 1500,
        quantity: l.quantity,
        lineTotalCents: (l.unitCents ?? 1500) * l.quantity,
      })),
    )
    .returning({ id: orderItems.id });
  const [parcel] = await db
    .insert(shipments)
    .values({ orderId: order!.id, carrier: "UPS", trackingNumber: `1ZINV${seq}` })
    .returning({ id: shipments.id });
  await db.insert(shipmentLines).values(
    o.lines.map((l, i) => ({
      shipmentId: parcel!.id,
      orderItemId: items[i]!.id,
      quantity: l.quantity,
      lot: l.lot ?? null,
      expiry: l.expiry ?? null,
    })),
  );
  await db.insert(orderStatusHistory).values({ orderId: order!.id, status: "shipped" });
  if (o.status === "delivered")
    await db
      .insert(orderStatusHistory)
      .values({ orderId: order!.id, status: "delivered", createdAt: o.deliveredAt ?? new Date() });
  return { ...order!, lineIds: items.map((i) => i.id), shipmentId: parcel!.id };
}

/** Everything a refused request must leave as it was: every lot's quantity and the whole ledger. */
export async function stockState(db: Db) {
  const lots = await db
    .select({ id: inventoryStock.id, q: inventoryStock.quantity })
    .from(inventoryStock)
    .orderBy(inventoryStock.id);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(inventoryLedger);
  return { lots, entries: n };
}

export const dayFrom = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
