import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { serviceProviders, vendors } from "./catalog";
import { orderItems, orders } from "./commerce";

// A portal user belongs to exactly one seller: a vendor or a service provider.
export const vendorMembers = pgTable(
  "vendor_members",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    vendorId: integer("vendor_id").references(() => vendors.id, { onDelete: "cascade" }),
    serviceProviderId: integer("service_provider_id").references(() => serviceProviders.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("staff"), // owner | manager | staff
    // an invitation is pending (null) until the invitee first opens the portal; every other way in is accepted
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vendor_members_user_idx").on(t.userId),
    check("vendor_members_one_seller", sql`(${t.vendorId} is null) <> (${t.serviceProviderId} is null)`),
  ],
);

// Keys for the vendor API: only a SHA-256 of the secret is kept; the prefix identifies it in lists.
export const vendorApiKeys = pgTable(
  "vendor_api_keys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    // a key may be made to stop working on its own at a moment; none means until revoked
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    // read | catalog | orders: what the key may do (keys made before scopes may do all three)
    scopes: text("scopes").array().notNull().default(["read", "catalog", "orders"]),
  },
  (t) => [uniqueIndex("vendor_api_keys_hash_idx").on(t.keyHash), index("vendor_api_keys_vendor_idx").on(t.vendorId)],
);

// One order may leave in several parcels: each shipment lists the quantities, lots and expiries it carries.
export const shipments = pgTable(
  "shipments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    carrier: text("carrier").notNull(),
    trackingNumber: text("tracking_number").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("shipments_order_idx").on(t.orderId)],
);

export const shipmentLines = pgTable(
  "shipment_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    lot: text("lot"),
    expiry: text("expiry"), // ISO date (yyyy-mm-dd) as printed on the pack
  },
  (t) => [index("shipment_lines_item_idx").on(t.orderItemId)],
);

// A line the vendor cannot fill is cancelled with a reason the buyer reads.
export const orderLineCancellations = pgTable("order_line_cancellations", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  orderItemId: integer("order_item_id")
    .notNull()
    .unique()
    .references(() => orderItems.id, { onDelete: "cascade" }),
  quantity: integer("quantity").notNull(),
  reason: text("reason").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// The vendor's answer to a buyer's price or sample request: a quoted price valid until a date, or a sample decision.
export const requestAnswers = pgTable(
  "request_answers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(), // sample (a price request's answer is its RFQ's quote since migration 0039)
    requestId: integer("request_id").notNull(),
    action: text("action").notNull(), // quote | approve | decline | sent
    priceCents: integer("price_cents"),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    tracking: text("tracking"),
    reason: text("reason"),
    answeredBy: text("answered_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("request_answers_request_idx").on(t.kind, t.requestId)],
);

// One new-order webhook per vendor: the secret signs each delivery (HMAC-SHA256), shown to the owner in the portal.
export const vendorWebhooks = pgTable("vendor_webhooks", {
  vendorId: integer("vendor_id")
    .primaryKey()
    .references(() => vendors.id, { onDelete: "cascade" }),
  url: text("url").notNull(),
  secret: text("secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// Every delivery attempt of a webhook event, newest first in the settings page.
export const vendorWebhookDeliveries = pgTable(
  "vendor_webhook_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    orderId: integer("order_id"),
    event: text("event").notNull(),
    url: text("url").notNull(),
    attempt: integer("attempt").notNull(),
    ok: boolean("ok").notNull(),
    responseStatus: integer("response_status"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vendor_webhook_deliveries_vendor_idx").on(t.vendorId, t.id)],
);
