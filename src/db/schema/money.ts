import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { orders } from "./commerce";

/**
 * Money given back on a placed order, whatever caused it (a cancellation, a received return, an operator's
 * adjustment). One row is one refund or credit note: the buyer's amount (goods, shipping and tax), the tax in
 * it, and the marketplace commission the vendor no longer pays. Invoice-terms orders settle at once as a credit
 * note; card orders start `pending` and the `payment.refund` job gives the money back through the card provider
 * after commit, marking the row `succeeded` or `failed`. Payouts and statements read refunds from here.
 * The operator's console records its refunds here too (`kind` adjustment).
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    // the return (RMA) that caused it, when one did
    returnId: integer("return_id"),
    kind: text("kind").notNull(), // cancellation | return | adjustment
    amountCents: integer("amount_cents").notNull(),
    taxCents: integer("tax_cents").notNull().default(0),
    commissionReversedCents: integer("commission_reversed_cents").notNull().default(0),
    creditNoteNumber: text("credit_note_number").unique(),
    status: text("status").notNull().default("pending"), // pending | succeeded | failed
    // the card provider's refund (or void) reference, once it answered
    providerRef: text("provider_ref"),
    reason: text("reason").notNull(),
    // who gave it: an operator's e-mail, a vendor user's, or "system" for a job
    actorEmail: text("actor_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [index("order_refunds_order_idx").on(t.orderId), check("order_refunds_positive", sql`${t.amountCents} > 0`)],
);
