import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { products } from "./catalog";
import { orders } from "./commerce";
import { clinicLocations } from "./organization";
import { shipmentLines, shipments } from "./vendor-portal";

/**
 * What a clinic location has on its shelves, one row per product and lot (an empty lot when the
 * vendor recorded none). `quantity` is the sum of the lot's ledger entries, kept in step in the same
 * transaction as each entry; the ledger is the history and the proof.
 */
export const inventoryStock = pgTable(
  "inventory_stock",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    locationId: integer("location_id")
      .notNull()
      .references(() => clinicLocations.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    lot: text("lot").notNull().default(""),
    expiry: text("expiry"), // yyyy-mm-dd (or yyyy-mm) as printed on the pack
    quantity: integer("quantity").notNull().default(0),
    // what this buyer paid per unit for the lot as last received: stock value is at cost
    unitCostCents: integer("unit_cost_cents").notNull().default(0),
    // the order and vendor it last came from: the par list offers that vendor again
    sourceOrderId: integer("source_order_id").references(() => orders.id, { onDelete: "set null" }),
    vendorId: integer("vendor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("inventory_stock_lot_uq").on(t.locationId, t.productId, t.lot),
    index("inventory_stock_product_idx").on(t.productId),
  ],
);

/**
 * Every change to a lot's quantity: received, used, wasted, transfer, count, recall; who (null for the
 * automatic receipt) and when. A transfer writes one entry at each end, naming the other location.
 */
export const inventoryLedger = pgTable(
  "inventory_ledger",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    stockId: integer("stock_id")
      .notNull()
      .references(() => inventoryStock.id, { onDelete: "cascade" }),
    locationId: integer("location_id").notNull(),
    delta: integer("delta").notNull(),
    reason: text("reason").notNull(),
    note: text("note"),
    otherLocationId: integer("other_location_id"),
    shipmentLineId: integer("shipment_line_id").references(() => shipmentLines.id, { onDelete: "set null" }),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inventory_ledger_stock_idx").on(t.stockId, t.at)],
);

/** A shipment marked received (by a member, or automatically 7 days after delivery): the claim is the key. */
export const shipmentReceipts = pgTable("shipment_receipts", {
  shipmentId: integer("shipment_id")
    .primaryKey()
    .references(() => shipments.id, { onDelete: "cascade" }),
  receivedBy: text("received_by").references(() => user.id, { onDelete: "set null" }),
  receivedByName: text("received_by_name").notNull(),
  automatic: boolean("automatic").notNull().default(false),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What arrived of each shipped line: the quantity counted in, and a note when damaged or short. */
export const shipmentLineReceipts = pgTable("shipment_line_receipts", {
  shipmentLineId: integer("shipment_line_id")
    .primaryKey()
    .references(() => shipmentLines.id, { onDelete: "cascade" }),
  shipmentId: integer("shipment_id").notNull(),
  quantity: integer("quantity").notNull(),
  note: text("note"),
});

/** A location's par level for a product, and how much to order when below it; set by a manager or owner. */
export const inventoryPar = pgTable(
  "inventory_par",
  {
    locationId: integer("location_id")
      .notNull()
      .references(() => clinicLocations.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    parLevel: integer("par_level").notNull(),
    reorderQuantity: integer("reorder_quantity").notNull().default(0),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.productId] })],
);

/** One row per lot and expiry threshold (90, 60, 30 days) already told: the daily job raises each once. */
export const inventoryExpiryAlerts = pgTable(
  "inventory_expiry_alerts",
  {
    stockId: integer("stock_id")
      .notNull()
      .references(() => inventoryStock.id, { onDelete: "cascade" }),
    thresholdDays: integer("threshold_days").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stockId, t.thresholdDays] })],
);
