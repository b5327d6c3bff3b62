import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { clinicApprovals, clinicOrderGuides } from "./clinic";
import { clinicLocations, organization } from "./organization";
import { orders } from "./commerce";

/** A scheduled reorder: an order guide (at par), a past order, or the location's stock up to par, repeated every N weeks on a weekday (UTC). */
export const clinicReorders = pgTable(
  "clinic_reorders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    locationId: integer("location_id")
      .notNull()
      .references(() => clinicLocations.id, { onDelete: "cascade" }),
    // the member the order is placed for: the clinic gate applies their role and limit on every run
    createdBy: text("created_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    guideId: integer("guide_id").references(() => clinicOrderGuides.id, { onDelete: "cascade" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    // neither guide nor order: every product with a par level at the location, up to par when the run is placed
    upToPar: boolean("up_to_par").notNull().default(false),
    everyWeeks: integer("every_weeks").notNull(),
    weekday: integer("weekday").notNull(),
    startsOn: text("starts_on").notNull(),
    skipNext: boolean("skip_next").notNull().default(false),
    lastRunOn: text("last_run_on"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("clinic_reorders_org_idx").on(t.organizationId)],
);

/**
 * One row per reorder and day it acted on (notify, run, skip, failed): the unique key is the claim,
 * so two workers ticking at once act once.
 */
export const clinicReorderRuns = pgTable(
  "clinic_reorder_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reorderId: integer("reorder_id")
      .notNull()
      .references(() => clinicReorders.id, { onDelete: "cascade" }),
    onDate: text("on_date").notNull(),
    action: text("action").notNull(),
    message: text("message"),
    approvalId: integer("approval_id").references(() => clinicApprovals.id, { onDelete: "set null" }),
    orderIds: text("order_ids"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("clinic_reorder_runs_uq").on(t.reorderId, t.onDate)],
);
