import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { orders } from "./commerce";

/**
 * One invoice per vendor order, written the first time anyone asks for it. Its number, dates and
 * tax are frozen here so a later change of the rate table never rewrites an issued invoice.
 */
export const invoices = pgTable("invoices", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer("order_id")
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: "cascade" }),
  invoiceNumber: text("invoice_number").notNull().unique(),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
  taxState: text("tax_state"),
  taxRateBps: integer("tax_rate_bps").notNull().default(0),
  taxCents: integer("tax_cents").notNull().default(0),
  taxLabel: text("tax_label").notNull(),
  totalCents: integer("total_cents").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
