"use client";
import type { PaymentMethod } from "@/features/payments";

const TEXT: Record<PaymentMethod, { title: string; note: string }> = {
  invoice: {
    title: "Invoice (net 30)",
    note: "Each vendor invoices its order; payment is due 30 days after the order.",
  },
  card: {
    title: "Credit card",
    note: "One card payment for every order of this checkout, on the next page. Vendors start once it is received.",
  },
};

/** The payment methods the server offers now (the card only when card payments are configured). */
export function PaymentChoice({
  methods,
  value,
  onChange,
}: {
  methods: PaymentMethod[];
  value: PaymentMethod;
  onChange: (m: PaymentMethod) => void;
}) {
  return (
    <fieldset className="card p-4">
      <legend className="sr-only">Payment</legend>
      <h2 className="text-base font-semibold" aria-hidden>
        Payment
      </h2>
      {methods.map((m) => (
        <label key={m} className="mt-2 flex items-start gap-2 text-sm">
          <input
            type="radio"
            name="payment"
            value={m}
            className="mt-1 accent-brand-600"
            checked={value === m}
            onChange={() => onChange(m)}
          />
          <span>
            <span className="font-medium">{TEXT[m].title}</span>
            <br />
            <span className="text-slate-600">{TEXT[m].note}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
