import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { checkouts, orders } from "./commerce";
import { vendors } from "./catalog";

/**
 * One card payment for one checkout (every vendor order of it): the PaymentIntent that carries the whole
 * amount, with one transfer group so the vendors' transfers can be traced to the charge. Written in the
 * checkout's transaction as `creating`; a job creates the intent after commit (`requires_payment`); the
 * provider's webhook moves it to `succeeded` (captured) or `failed`; cancelling every order voids it (`cancelled`).
 */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    checkoutId: integer("checkout_id")
      .notNull()
      .unique()
      .references(() => checkouts.id),
    userId: text("user_id").notNull(),
    method: text("method").notNull(), // card
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    transferGroup: text("transfer_group").notNull(),
    status: text("status").notNull().default("creating"), // creating | requires_payment | succeeded | failed | cancelled
    // the provider's PaymentIntent id and the secret its client-side confirmation needs
    providerRef: text("provider_ref").unique(),
    clientSecret: text("client_secret"),
    capturedCents: integer("captured_cents").notNull().default(0),
    failureMessage: text("failure_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    authorizedAt: timestamp("authorized_at", { withTimezone: true }),
    capturedAt: timestamp("captured_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [index("payments_user_idx").on(t.userId)],
);

/**
 * Every webhook event the provider sent, stored by its id before anything is done with it: a second delivery
 * of the same id is a no-op, and `processed_at` stays empty until the processing job committed.
 */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  payload: jsonb("payload").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp("processed_at", { withTimezone: true }),
});

/** A vendor's connected payout account at the card provider, and how far its onboarding got. */
export const vendorPayoutAccounts = pgTable("vendor_payout_accounts", {
  vendorId: integer("vendor_id")
    .primaryKey()
    .references(() => vendors.id, { onDelete: "cascade" }),
  accountId: text("account_id").notNull().unique(),
  status: text("status").notNull().default("onboarding"), // onboarding | enabled
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money sent to (or, for an adjustment, taken back from) a vendor's payout account for card-paid orders:
 * gross − commission − refunds = net, to the cent. `transfer` pays shipped orders; `adjustment` takes back
 * refunds given after the transfer (a transfer reversal).
 */
export const payouts = pgTable(
  "payouts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer("vendor_id").notNull(),
    kind: text("kind").notNull().default("transfer"), // transfer | adjustment
    period: text("period").notNull(), // yyyy-mm-dd, the day it was made
    grossCents: integer("gross_cents").notNull(),
    commissionCents: integer("commission_cents").notNull(),
    refundsCents: integer("refunds_cents").notNull(),
    netCents: integer("net_cents").notNull(),
    status: text("status").notNull().default("pending"), // pending | paid | failed
    transferGroup: text("transfer_group"),
    providerRef: text("provider_ref"),
    failureMessage: text("failure_message"),
    // how many times the operator sent a failed payout again: each try is a new request to the provider
    retries: integer("retries").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [index("payouts_vendor_idx").on(t.vendorId)],
);

/** The orders a payout is made of, each with its own share of the payout's figures. */
export const payoutOrders = pgTable(
  "payout_orders",
  {
    payoutId: integer("payout_id")
      .notNull()
      .references(() => payouts.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    grossCents: integer("gross_cents").notNull(),
    commissionCents: integer("commission_cents").notNull(),
    refundsCents: integer("refunds_cents").notNull(),
    netCents: integer("net_cents").notNull(),
    // the transfer this order's money went out with (an adjustment reverses it)
    transferPayoutId: integer("transfer_payout_id"),
  },
  (t) => [
    primaryKey({ columns: [t.payoutId, t.orderId] }),
    index("payout_orders_order_idx").on(t.orderId),
    // one transfer per order: the shipment and the sweep cannot both pay it
    uniqueIndex("payout_orders_one_transfer")
      .on(t.orderId)
      .where(sql`${t.transferPayoutId} is null`),
  ],
);
