import "server-only";
import { inArray } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { orders, payments } from "@/db/schema";
import { enqueue } from "@/features/jobs/server";
import { cardPaymentsEnabled } from "./stripe-client";
import { createIntentJob } from "./card-jobs";

export type AuthorizeInput = {
  checkoutId: number;
  amountCents: number;
  orderIds: number[];
  orderNumbers: string[];
  buyerId: string;
  now: Date;
};

export type PaymentResult =
  | { ok: true; status: "awaiting_payment" | "invoiced"; reference: string; dueDate?: string; terms: string }
  | { ok: false; message: string };

/**
 * A payment method settles one checkout inside the door's transaction. It never calls the network there:
 * the invoice needs nothing, the card writes its payment row and the job that creates the provider's
 * PaymentIntent after commit.
 */
export interface PaymentProvider {
  readonly method: string;
  available(): boolean;
  authorize(tx: Tx, input: AuthorizeInput): Promise<PaymentResult>;
}

/** Invoice, net 30: nothing is charged now; the due date goes on the confirmation. */
export const invoiceNet30: PaymentProvider = {
  method: "invoice",
  available: () => true,
  async authorize(_tx, { orderNumbers, now }) {
    const due = new Date(now.getTime() + 30 * 86_400_000);
    return {
      ok: true,
      status: "invoiced",
      reference: `INV-${orderNumbers[0] ?? "0"}`,
      dueDate: due.toISOString().slice(0, 10),
      terms: "Net 30",
    };
  },
};

// the provider's smallest charge in US dollars
const CARD_MINIMUM_CENTS = 50;

/** Card: one PaymentIntent for the whole checkout; its orders wait for the payment before the vendor may confirm. */
export const card: PaymentProvider = {
  method: "card",
  available: cardPaymentsEnabled,
  async authorize(tx, { checkoutId, amountCents, orderIds, buyerId }) {
    if (amountCents < CARD_MINIMUM_CENTS) return { ok: false, message: "A card payment must be at least $0.50." };
    const [row] = await tx
      .insert(payments)
      .values({ checkoutId, userId: buyerId, method: "card", amountCents, transferGroup: `checkout_${checkoutId}` })
      .returning({ id: payments.id });
    await tx.update(orders).set({ paymentStatus: "awaiting" }).where(inArray(orders.id, orderIds));
    await enqueue(tx, createIntentJob, { paymentId: row!.id });
    return { ok: true, status: "awaiting_payment", reference: `PAY-${row!.id}`, terms: "Card" };
  },
};

const PROVIDERS: Record<string, PaymentProvider> = { invoice: invoiceNet30, card };

/** The method by name when it is offered now (the card only with a key configured). */
export function paymentProvider(method: string): PaymentProvider | null {
  const p = PROVIDERS[method];
  return p?.available() ? p : null;
}

export function availableMethods(): string[] {
  return Object.values(PROVIDERS)
    .filter((p) => p.available())
    .map((p) => p.method);
}
