import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { orders } from "./commerce";
import { clinicLocations, organization } from "./organization";

// Clinics are Better Auth organizations (organization and clinic_locations in ./organization): the
// member and invitation tables carry the organization plugin's field names so its endpoints work on them.
export const member = pgTable(
  "member",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("viewer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // a purchaser's own per-order limit; null = no limit of their own
    orderLimitCents: integer("order_limit_cents"),
  },
  (t) => [uniqueIndex("member_org_user_uq").on(t.organizationId, t.userId), index("member_user_idx").on(t.userId)],
);

/**
 * Where a member works: a member with rows here acts only for those locations (their cart, checkout,
 * approvals); a member with none acts for every location, as do owners always (clinic/rules.ts).
 */
export const clinicMemberLocations = pgTable(
  "clinic_member_locations",
  {
    memberId: text("member_id")
      .notNull()
      .references(() => member.id, { onDelete: "cascade" }),
    locationId: integer("location_id")
      .notNull()
      .references(() => clinicLocations.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.locationId] }),
    index("clinic_member_locations_loc_idx").on(t.locationId),
  ],
);

export const invitation = pgTable(
  "invitation",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role"),
    status: text("status").notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    inviterId: text("inviter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // sha-256 of the secret the invitation mail carries: accepting with it proves the address
    tokenHash: text("token_hash"),
  },
  (t) => [index("invitation_org_idx").on(t.organizationId), index("invitation_email_idx").on(t.email)],
);

/** kind: total_over (amountCents) | vendor (vendorId) | category (categoryId) | regulatory (classes). */
export const clinicApprovalRules = pgTable(
  "clinic_approval_rules",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    locationId: integer("location_id").references(() => clinicLocations.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    amountCents: integer("amount_cents"),
    vendorId: integer("vendor_id"),
    categoryId: integer("category_id"),
    regulatoryClasses: jsonb("regulatory_classes").$type<string[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("clinic_approval_rules_org_idx").on(t.organizationId)],
);

export type HeldOrderInput = {
  payment_method: string;
  notes: string;
  po_number: string;
  coupons: Record<string, string>;
  shipping: Record<string, unknown>;
  billing: Record<string, unknown>;
  /** what the member chose; the approval ships there again (absent on older requests: the location) */
  ship_to?: { kind: "location" } | { kind: "address"; id: number };
  order_form_number?: string;
  order_form_date?: string;
};

export const clinicApprovals = pgTable(
  "clinic_approvals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    locationId: integer("location_id")
      .notNull()
      .references(() => clinicLocations.id),
    requestedBy: text("requested_by")
      .notNull()
      .references(() => user.id),
    status: text("status").notNull().default("pending"),
    totalCents: integer("total_cents").notNull(),
    reasons: jsonb("reasons").$type<string[]>().notNull(),
    input: jsonb("input").$type<HeldOrderInput>().notNull(),
    decidedBy: text("decided_by").references(() => user.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("clinic_approvals_org_idx").on(t.organizationId, t.status)],
);

export const clinicApprovalItems = pgTable(
  "clinic_approval_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    approvalId: integer("approval_id")
      .notNull()
      .references(() => clinicApprovals.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    variationId: integer("variation_id"),
    vendorId: integer("vendor_id").notNull(),
    quantity: integer("quantity").notNull(),
    quoteLineId: integer("quote_line_id"), // the held cart line's accepted quote, checked again on release
  },
  (t) => [index("clinic_approval_items_approval_idx").on(t.approvalId)],
);

/** Which clinic location an order was bought for: budgets and spending read it. */
export const clinicOrders = pgTable(
  "clinic_orders",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    locationId: integer("location_id")
      .notNull()
      .references(() => clinicLocations.id),
    approvalId: integer("approval_id").references(() => clinicApprovals.id),
    totalCents: integer("total_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("clinic_orders_location_idx").on(t.locationId, t.createdAt)],
);

/** Order guides: named shared lists of a clinic (optionally one location's) with a par level per item. */
export const clinicOrderGuides = pgTable(
  "clinic_order_guides",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    locationId: integer("location_id").references(() => clinicLocations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("clinic_order_guides_org_idx").on(t.organizationId)],
);

export const clinicOrderGuideItems = pgTable(
  "clinic_order_guide_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    guideId: integer("guide_id")
      .notNull()
      .references(() => clinicOrderGuides.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    variationId: integer("variation_id"),
    parLevel: integer("par_level").notNull(),
  },
  (t) => [uniqueIndex("clinic_order_guide_items_uq").on(t.guideId, t.productId, t.variationId)],
);
