import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { orders } from "./commerce";

// Every operator action, written in the same transaction as the change it records. Append-only:
// no service updates or deletes a row, and the console has no route that could.
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    // the operator's user id, or "cli" for `npm run admin` (which authenticates with the app secret)
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_target_idx").on(t.targetType, t.targetId)],
);

// The operator's notes on an order: for the marketplace's own people, never shown to buyer or vendor.
export const orderNotes = pgTable(
  "order_notes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    actorEmail: text("actor_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId)],
);
