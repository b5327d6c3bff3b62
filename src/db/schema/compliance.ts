import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { clinicLocations } from "./organization";
import { products } from "./catalog";
import { orderItems, orders } from "./commerce";

// Credentials belong to a clinic location (every buyer is at least a one-person clinic with one);
// `complianceLocationFor(viewer)` decides which location a viewer orders for.

/** A DEA registration; it counts for ordering only once verified by the operator and until it expires. */
export const deaRegistrations = pgTable(
  "dea_registrations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    locationId: integer("location_id")
      .notNull()
      .references(() => clinicLocations.id, { onDelete: "cascade" }),
    // who entered it (kept when they leave the clinic)
    addedBy: text("added_by").references(() => user.id, { onDelete: "set null" }),
    number: text("number").notNull(),
    schedules: jsonb("schedules").$type<string[]>().notNull(),
    state: text("state").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    // the operator's "no": rejected while waiting, or revoked once verified (verified_at is cleared, so it
    // counts nowhere); the clinic reads the reason
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    reviewReason: text("review_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dea_registrations_location_idx").on(t.locationId)],
);

/** A state veterinary or facility licence; same verification and expiry rules as the DEA registration. */
export const stateLicences = pgTable(
  "state_licences",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    locationId: integer("location_id")
      .notNull()
      .references(() => clinicLocations.id, { onDelete: "cascade" }),
    addedBy: text("added_by").references(() => user.id, { onDelete: "set null" }),
    state: text("state").notNull(),
    number: text("number").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    reviewReason: text("review_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("state_licences_location_idx").on(t.locationId)],
);

/** Every controlled line placed, shipped or cancelled, as the record vendors and the operator export. */
export const controlledRecord = pgTable(
  "controlled_record",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // placed | shipped | cancelled and returned (vendors), received | used | wasted | transfer | count | recall (a clinic's stock)
    event: text("event").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    orderItemId: integer("order_item_id").references(() => orderItems.id),
    vendorId: integer("vendor_id").notNull(),
    userId: text("user_id").notNull(),
    locationId: integer("location_id"),
    clinic: text("clinic").notNull(),
    location: text("location").notNull(),
    deaNumber: text("dea_number").notNull(),
    productId: integer("product_id").notNull(),
    productName: text("product_name").notNull(),
    code: text("code").notNull(),
    schedule: text("schedule").notNull(),
    quantity: integer("quantity").notNull(),
    lot: text("lot"),
    orderForm: text("order_form"),
  },
  (t) => [
    index("controlled_record_vendor_idx").on(t.vendorId, t.at),
    index("controlled_record_order_idx").on(t.orderId),
  ],
);

/**
 * One recall imported from the enforcement report, matched to a vendor's product; `lots` are the lot
 * numbers read from its code info (empty with `allLots` when the firm recalled every lot).
 */
export const recalls = pgTable("recalls", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  recallNumber: text("recall_number").notNull().unique(),
  classification: text("classification").notNull(),
  productDescription: text("product_description").notNull(),
  firm: text("firm").notNull(),
  reason: text("reason").notNull(),
  codeInfo: text("code_info").notNull(),
  status: text("status").notNull().default(""),
  initiatedOn: text("initiated_on"), // yyyy-mm-dd as reported
  vendorId: integer("vendor_id").notNull(),
  productId: integer("product_id").notNull(),
  lots: jsonb("lots").$type<string[]>().notNull(),
  allLots: boolean("all_lots").notNull().default(false),
  importedBy: text("imported_by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A recall as it reaches one clinic location that received a recalled lot; acknowledged once, by a member. */
export const recallNotices = pgTable(
  "recall_notices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    recallId: integer("recall_id")
      .notNull()
      .references(() => recalls.id, { onDelete: "cascade" }),
    locationId: integer("location_id")
      .notNull()
      .references(() => clinicLocations.id, { onDelete: "cascade" }),
    lots: jsonb("lots").$type<string[]>().notNull(),
    orderIds: jsonb("order_ids").$type<number[]>().notNull(),
    acknowledgedBy: text("acknowledged_by").references(() => user.id, { onDelete: "set null" }),
    acknowledgedByName: text("acknowledged_by_name"),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("recall_notices_recall_location_idx").on(t.recallId, t.locationId),
    index("recall_notices_location_idx").on(t.locationId),
  ],
);

/** The vendor's check of a Schedule II order's DEA 222 / CSOS form, required before any CII line ships. */
export const orderFormConfirmations = pgTable("order_form_confirmations", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  formNumber: text("form_number").notNull(),
  // a portal user's id, or "api-key:<id>" when confirmed through the vendor API
  confirmedBy: text("confirmed_by").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each DEA 222 / CSOS order form number is used once, ever: a form names one supplier and one order.
 * The key is the number as the rules normalise it (upper case, no spaces or dashes).
 */
export const orderFormUses = pgTable("order_form_uses", {
  formKey: text("form_key").primaryKey(),
  locationId: integer("location_id")
    .notNull()
    .references(() => clinicLocations.id, { onDelete: "cascade" }),
  checkoutId: integer("checkout_id").notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A vendor's request to lower a listing's regulatory class (a raise applies at once): the class
 * stays as it was until the operator approves. One pending request per listing; a newer change
 * withdraws it. status: pending | approved | rejected | withdrawn.
 */
export const classChangeRequests = pgTable(
  "class_change_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    vendorId: integer("vendor_id").notNull(),
    fromClass: text("from_class").notNull(),
    toClass: text("to_class").notNull(),
    // a portal user's id, or "api-key:<id>"
    requestedBy: text("requested_by").notNull(),
    status: text("status").notNull().default("pending"),
    reason: text("reason"),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("class_change_requests_pending_idx")
      .on(t.productId)
      .where(sql`${t.status} = 'pending'`),
    index("class_change_requests_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * A clinic location's sales-tax exemption certificate: uploaded by the clinic's manager or owner, verified or
 * rejected by the operator. While one is verified (and not past its expiry), orders shipped to the location
 * carry no sales tax and the invoice names the certificate.
 */
export const taxExemptions = pgTable(
  "tax_exemptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    locationId: integer("location_id")
      .notNull()
      .references(() => clinicLocations.id, { onDelete: "cascade" }),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    certificateNumber: text("certificate_number").notNull(),
    state: text("state").notNull(),
    // the stored upload (documents folder) and the name it had on the clinic's computer
    fileName: text("file_name").notNull(),
    originalName: text("original_name").notNull(),
    mime: text("mime").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    status: text("status").notNull().default("pending"), // pending | verified | rejected
    reviewReason: text("review_reason"),
    reviewedBy: text("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tax_exemptions_location_idx").on(t.locationId), index("tax_exemptions_status_idx").on(t.status)],
);
