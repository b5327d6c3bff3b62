import "server-only";

/** A payment provider settles one checkout; a card provider implements the same interface later. */
export interface PaymentProvider {
  readonly method: string;
  authorize(input: { amountCents: number; orderNumbers: string[]; buyerId: string; now: Date }): Promise<PaymentResult>;
}

export type PaymentResult =
  { ok: true; status: "authorized" | "invoiced"; reference: string; dueDate?: string } | { ok: false; message: string };

/** Invoice, net 30: nothing is charged now; the due date goes on the confirmation. */
export const invoiceNet30: PaymentProvider = {
  method: "invoice",
  async authorize({ orderNumbers, now }) {
    const due = new Date(now.getTime() + 30 * 86_400_000);
    return {
      ok: true,
      status: "invoiced",
      reference: `INV-${orderNumbers[0] ?? "0"}`,
      dueDate: due.toISOString().slice(0, 10),
    };
  },
};

const PROVIDERS: Record<string, PaymentProvider> = { invoice: invoiceNet30 };

export function paymentProvider(method: string): PaymentProvider | null {
  return PROVIDERS[method] ?? null;
}
