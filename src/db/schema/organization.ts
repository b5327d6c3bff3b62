import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// A clinic (a Better Auth organization, with the plugin's field names) and its locations: apart from
// the rest of the clinic tables, so carts (commerce) can belong to a location without a module cycle.
export const organization = pgTable("organization", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  logo: text("logo"),
  metadata: text("metadata"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  // off by default: a requester may never approve their own order unless the clinic says so
  selfApproval: boolean("self_approval").notNull().default(false),
  // off by default: a clinic's orders ship to the location they are placed for; a one-person clinic
  // (every new registration) turns it on so its owner's own addresses stay usable. Never controlled lines.
  shipToOtherAddresses: boolean("ship_to_other_addresses").notNull().default(false),
});

export const clinicLocations = pgTable(
  "clinic_locations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    fullName: text("full_name").notNull().default(""),
    line1: text("line1").notNull().default(""),
    line2: text("line2"),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    zip: text("zip").notNull().default(""),
    country: text("country").notNull().default("US"),
    phone: text("phone"),
    // the location's monthly budget: warn at 80 %, approval above it; null = no budget
    monthlyBudgetCents: integer("monthly_budget_cents"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("clinic_locations_org_idx").on(t.organizationId)],
);
