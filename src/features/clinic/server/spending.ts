import "server-only";
import { and, eq, gte, isNotNull, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories, clinicLocations, clinicOrders, orderItems, orders, products, vendors } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import type { SavingsRow, SpendRow } from "../spending";
import { requireClinic } from "./context";

/** The clinic's spending of the last `months` months per month, location, vendor and category (cancelled orders left out). */
export async function spendingRows(viewer: Viewer, months = 12, now = new Date()): Promise<SpendRow[]> {
  const ctx = await requireClinic(viewer, "view_orders");
  const db = await getDb();
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  const month = sql<string>`to_char(${clinicOrders.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      location: clinicLocations.name,
      vendor: sql<string>`coalesce(${vendors.name}, 'Service provider')`,
      category: sql<string>`coalesce(${categories.name}, 'Other')`,
      cents: sql<number>`sum(${orderItems.lineTotalCents})::int`,
    })
    .from(clinicOrders)
    .innerJoin(orders, eq(orders.id, clinicOrders.orderId))
    .innerJoin(clinicLocations, eq(clinicLocations.id, clinicOrders.locationId))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(vendors, and(eq(vendors.id, orders.vendorId), eq(orders.vendorKind, "vendor")))
    .where(
      and(
        eq(clinicOrders.organizationId, ctx.organizationId),
        gte(clinicOrders.createdAt, since),
        ne(orders.status, "cancelled"),
      ),
    )
    .groupBy(month, clinicLocations.name, vendors.name, categories.name)
    .orderBy(month, clinicLocations.name);
  return rows;
}

/**
 * Per month and location, the lines whose median offer the order door recorded: that median times the
 * quantity, and what was paid for them (cancelled orders left out). The saving is their difference.
 */
export async function savingsRows(viewer: Viewer, months = 12, now = new Date()): Promise<SavingsRow[]> {
  const ctx = await requireClinic(viewer, "view_orders");
  const db = await getDb();
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  const month = sql<string>`to_char(${clinicOrders.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({
      month,
      location: clinicLocations.name,
      medianCents: sql<number>`sum(${orderItems.medianOfferCents}::bigint * ${orderItems.quantity})::int`,
      paidCents: sql<number>`sum(${orderItems.lineTotalCents})::int`,
    })
    .from(clinicOrders)
    .innerJoin(orders, eq(orders.id, clinicOrders.orderId))
    .innerJoin(clinicLocations, eq(clinicLocations.id, clinicOrders.locationId))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(clinicOrders.organizationId, ctx.organizationId),
        gte(clinicOrders.createdAt, since),
        ne(orders.status, "cancelled"),
        isNotNull(orderItems.medianOfferCents),
      ),
    )
    .groupBy(month, clinicLocations.name)
    .orderBy(month, clinicLocations.name);
}
