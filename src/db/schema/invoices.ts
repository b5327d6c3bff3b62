import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { orders } from "./commerce";

/**
 * One invoice per vendor order, written the first time anyone asks for it: its number and dates. Its
 * money (tax included) is the order's, decided and stored when the order was placed.
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
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
