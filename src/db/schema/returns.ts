import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { orderItems, orders } from "./commerce";

/**
 * A buyer's request to send back lines of a delivered order (an RMA). The vendor approves it (the buyer
 * then ships with the RMA number and the label note) or rejects it with a reason; receiving the parcel
 * refunds the lines through `order_refunds` (kind `return`). A return never creates an order.
 */
export const orderReturns = pgTable(
  "order_returns",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    // the order's seller and buyer, copied so the vendor's list and the buyer's checks need no join
    vendorId: integer("vendor_id").notNull(),
    userId: text("user_id").notNull(),
    rmaNumber: text("rma_number").notNull().unique(),
    status: text("status").notNull().default("requested"), // requested | approved | rejected | received
    // the clinic's DEA 222 form number, required when a Schedule II line goes back
    deaForm: text("dea_form"),
    rejectReason: text("reject_reason"),
    // what the buyer is told to do with the parcel, set when the vendor approves
    labelNote: text("label_note"),
    // who decided each step: a vendor user's id, or "api-key:<id>"
    decidedBy: text("decided_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
  },
  (t) => [index("order_returns_vendor_idx").on(t.vendorId, t.status), index("order_returns_order_idx").on(t.orderId)],
);

/** One line of a return: how many units of an order line go back, and why (a reason from a fixed list). */
export const orderReturnLines = pgTable(
  "order_return_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer("return_id")
      .notNull()
      .references(() => orderReturns.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    reason: text("reason").notNull(),
  },
  (t) => [
    index("order_return_lines_return_idx").on(t.returnId),
    index("order_return_lines_item_idx").on(t.orderItemId),
    check("order_return_lines_positive", sql`${t.quantity} > 0`),
  ],
);
