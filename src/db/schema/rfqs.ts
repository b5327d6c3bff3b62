import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { products, vendors } from "./catalog";
import { clinicLocations } from "./organization";

// A request for quote (issue 43): one buyer (or a clinic location) asks several vendors at once. Each vendor
// gets its own copy (rfq_vendors), answers it with one quote (a price per line) or declines; the buyer
// accepts a vendor's quote for some or all lines, and an accepted line prices the cart line it fills.

export const rfqs = pgTable(
  "rfqs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // made for a clinic location: every member ordering for that location may use its quotes
    // (its status is derived from the vendors' copies: requests' rfqStatus)
    locationId: integer("location_id").references(() => clinicLocations.id, { onDelete: "cascade" }),
    neededBy: text("needed_by"), // a date, YYYY-MM-DD; none for a price request
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rfqs_user_idx").on(t.userId), index("rfqs_location_idx").on(t.locationId)],
);

export const rfqLines = pgTable(
  "rfq_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    rfqId: integer("rfq_id")
      .notNull()
      .references(() => rfqs.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [index("rfq_lines_rfq_idx").on(t.rfqId)],
);

/** The vendor's copy of an RFQ: its id is what the vendor API and the portal's inbox speak of. */
export const rfqVendors = pgTable(
  "rfq_vendors",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    rfqId: integer("rfq_id")
      .notNull()
      .references(() => rfqs.id, { onDelete: "cascade" }),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id),
    status: text("status").notNull().default("open"), // open | quoted | declined | accepted
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("rfq_vendors_rfq_vendor_idx").on(t.rfqId, t.vendorId),
    index("rfq_vendors_vendor_idx").on(t.vendorId, t.status),
  ],
);

/** One vendor's answer to its copy; answering again replaces the lines of a quote not yet accepted. */
export const rfqQuotes = pgTable("rfq_quotes", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  rfqVendorId: integer("rfq_vendor_id")
    .notNull()
    .unique()
    .references(() => rfqVendors.id, { onDelete: "cascade" }),
  validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
  note: text("note").notNull().default(""),
  answeredBy: text("answered_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const rfqQuoteLines = pgTable(
  "rfq_quote_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => rfqQuotes.id, { onDelete: "cascade" }),
    lineId: integer("line_id")
      .notNull()
      .references(() => rfqLines.id, { onDelete: "cascade" }),
    // the vendor's own listing this line is sold as (what enters the cart); null: no listing to buy online
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    priceCents: integer("price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    leadDays: integer("lead_days").notNull().default(0),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("rfq_quote_lines_quote_line_idx").on(t.quoteId, t.lineId),
    index("rfq_quote_lines_accepted_idx")
      .on(t.productId)
      .where(sql`${t.acceptedAt} is not null`),
  ],
);
