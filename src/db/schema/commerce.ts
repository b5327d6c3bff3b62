import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { productVariations, products, servicePlans, services, vendors } from "./catalog";
import { clinicLocations } from "./organization";
import { rfqs } from "./rfqs";

// A cart belongs to a clinic location (every member with access shares it); user_id is the member who
// added the line. An account with no clinic keeps a cart of its own: location_id null, keyed by user.

export const customizationLogos = pgTable(
  "customization_logos",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id),
    fileName: text("file_name").notNull(),
    dpi: integer("dpi").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("logos_user_product_idx").on(t.userId, t.productId)],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variationId: integer("variation_id").references(() => productVariations.id, { onDelete: "cascade" }),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id),
    quantity: integer("quantity").notNull(),
    checked: text("checked").notNull().default("Y"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    locationId: integer("location_id").references(() => clinicLocations.id, { onDelete: "cascade" }),
    // an accepted RFQ quote line prices this line (issue 43); the door checks it is the buyer's and in date
    quoteLineId: integer("quote_line_id"),
  },
  (t) => [
    index("cart_items_user_idx").on(t.userId),
    uniqueIndex("cart_items_location_line_idx")
      .on(t.locationId, t.productId, sql`coalesce(${t.variationId}, 0)`)
      .where(sql`${t.locationId} is not null`),
    uniqueIndex("cart_items_user_line_idx")
      .on(t.userId, t.productId, sql`coalesce(${t.variationId}, 0)`)
      .where(sql`${t.locationId} is null`),
  ],
);

export const serviceCartItems = pgTable(
  "service_cart_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => servicePlans.id, { onDelete: "cascade" }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    providerId: integer("provider_id").notNull(),
    numberOfLicense: integer("number_of_license").notNull().default(1),
    checked: text("checked").notNull().default("Y"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    locationId: integer("location_id").references(() => clinicLocations.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("service_cart_user_idx").on(t.userId),
    uniqueIndex("service_cart_location_line_idx")
      .on(t.locationId, t.planId)
      .where(sql`${t.locationId} is not null`),
    uniqueIndex("service_cart_user_line_idx")
      .on(t.userId, t.planId)
      .where(sql`${t.locationId} is null`),
  ],
);

export const coupons = pgTable("coupons", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  vendorId: integer("vendor_id")
    .notNull()
    .references(() => vendors.id),
  code: text("code").notNull().unique(),
  kind: text("kind").notNull(), // percent | amount
  value: integer("value").notNull(), // percent points, or cents
  minOrderCents: integer("min_order_cents").notNull().default(0),
  // a vendor may schedule a coupon; none means valid at once
  startsAt: timestamp("starts_at", { withTimezone: true }),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  // ending a coupon early moves expires_at to that moment; the end it had is kept so a reactivation can restore it
  expiresAtBeforeEnd: timestamp("expires_at_before_end", { withTimezone: true }),
  perBuyerLimit: integer("per_buyer_limit"),
  totalLimit: integer("total_limit"),
  usedCount: integer("used_count").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const checkouts = pgTable(
  "checkouts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("checkouts_key_idx").on(t.userId, t.idempotencyKey)],
);

export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderNumber: text("order_number").notNull().unique(),
    checkoutId: integer("checkout_id").references(() => checkouts.id),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    vendorId: integer("vendor_id").notNull(),
    vendorKind: text("vendor_kind").notNull().default("vendor"), // vendor | service-provider
    status: text("status").notNull().default("placed"),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    shippingCents: integer("shipping_cents").notNull().default(0),
    // sales tax as the door decided it when the order was placed: every screen and document reads these
    taxState: text("tax_state"),
    taxRateBps: integer("tax_rate_bps").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    // the verified exemption certificate the door applied ("TX 12-345"): such an order carries no tax
    taxExemption: text("tax_exemption"),
    totalCents: integer("total_cents").notNull(),
    couponId: integer("coupon_id").references(() => coupons.id),
    shippingAddress: jsonb("shipping_address"),
    billingAddress: jsonb("billing_address"),
    notes: text("notes"),
    poNumber: text("po_number"),
    paymentMethod: text("payment_method").notNull().default("invoice"),
    // terms (invoice: billed, nothing to wait for) | awaiting (card, not captured yet) | paid | voided
    paymentStatus: text("payment_status").notNull().default("terms"),
    trackingNumber: text("tracking_number"),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("orders_user_idx").on(t.userId)],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id"),
    variationId: integer("variation_id"),
    servicePlanId: integer("service_plan_id"),
    name: text("name").notNull(),
    sku: text("sku"),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
    logoFile: text("logo_file"),
    // the median of every vendor's price for this item when the door placed it, and the quote it was bought at:
    // the clinic's savings read them (issue 43)
    medianOfferCents: integer("median_offer_cents"),
    quoteLineId: integer("quote_line_id"),
  },
  (t) => [index("order_items_order_idx").on(t.orderId)],
);

export const orderStatusHistory = pgTable("order_status_history", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  status: text("status").notNull(),
  note: text("note"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const couponRedemptions = pgTable("coupon_redemptions", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  couponId: integer("coupon_id")
    .notNull()
    .references(() => coupons.id),
  userId: text("user_id")
    .notNull()
    .references(() => user.id),
  orderId: integer("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const wishlists = pgTable(
  "wishlists",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    serviceId: integer("service_id").references(() => services.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wishlist_product_idx")
      .on(t.userId, t.productId)
      .where(sql`${t.productId} is not null`),
    uniqueIndex("wishlist_service_idx")
      .on(t.userId, t.serviceId)
      .where(sql`${t.serviceId} is not null`),
  ],
);

export const priceRequests = pgTable(
  "price_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    // the one-vendor, one-line request for quote this is (issue 43): the vendor answers it like any RFQ
    rfqId: integer("rfq_id")
      .notNull()
      .references(() => rfqs.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("open"), // open | answered | declined
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("price_requests_rfq_idx").on(t.rfqId),
    // a buyer's quotes and 'already-requested' states for a page of products
    index("price_requests_user_product_idx").on(t.userId, t.productId),
    uniqueIndex("price_requests_open_idx")
      .on(t.userId, t.productId)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const sampleRequests = pgTable(
  "sample_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sample_requests_user_idx").on(t.userId),
    uniqueIndex("sample_requests_pending_idx")
      .on(t.userId, t.productId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const mailOutbox = pgTable("mail_outbox", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  // delivery by the job queue: attempts so far, the last transport error, when it gave up, and a
  // short lease so two deliveries of one row (a retry racing a sweep) never both send
  attempts: integer("attempts").notNull().default(0),
  lastError: text("last_error"),
  failedAt: timestamp("failed_at", { withTimezone: true }),
  claimedUntil: timestamp("claimed_until", { withTimezone: true }),
});
