"use client";
import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { Notice } from "@/components/ui/notice";
import { api } from "@/lib/api-client";
import { useMutation } from "@/lib/use-mutation";
import { MoneyEventsList, type MoneyEventRow } from "./money-events-list";
import { StripeCardForm } from "./stripe-card-form";

export type PayInfo = {
  status: string;
  amount: number;
  confirm: "test" | "client";
  client_secret: string | null;
  publishable_key: string | null;
  failure_message: string | null;
};

/**
 * The buyer's money panel on an order: pay the checkout's card payment while it waits, cancel before the
 * vendor confirms (with a confirmation), and every money event with its date and amount.
 */
export function OrderMoneyPanel({
  orderId,
  awaiting,
  cancellable,
  pay,
  events,
}: {
  orderId: number;
  awaiting: boolean;
  cancellable: boolean;
  pay: PayInfo | null;
  events: MoneyEventRow[];
}) {
  const router = useRouter();
  const m = useMutation({ refresh: true });
  const { show, clear } = m;
  const [processing, setProcessing] = useState(false);

  // after a confirmation the webhook marks it paid within seconds: the page follows without a reload
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(async () => {
      const res = await api<{ payment: PayInfo }>("GET", `/api/orders/${orderId}/pay`);
      if (res.ok && res.data.payment.status !== "requires_payment") {
        setProcessing(false);
        // "being processed" is over: the panel says what happened instead
        if (res.data.payment.status === "succeeded") show("Payment received.", "success");
        else if (res.data.payment.failure_message) show(res.data.payment.failure_message);
        else clear();
        router.refresh();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [processing, orderId, router, show, clear]);

  async function payTest() {
    const res = await m.run("POST", `/api/orders/${orderId}/pay`, {}, { success: "Your payment is being processed." });
    if (res.ok) setProcessing(true);
  }

  return (
    <section className="card p-4" aria-labelledby={`money-${orderId}`}>
      <h3 id={`money-${orderId}`} className="font-semibold">
        Payments and credits
      </h3>
      <Notice notice={m.notice} />
      {awaiting && pay && (
        <div className="mt-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm">
          <p className="font-medium">Awaiting payment</p>
          <p className="text-slate-700">
            The vendors start on this checkout once its card payment is received.
            {pay.failure_message ? ` Last attempt: ${pay.failure_message}` : ""}
          </p>
          {pay.status === "creating" && (
            <p className="mt-2 text-slate-600">Preparing the payment… reload in a moment.</p>
          )}
          {pay.status === "requires_payment" && pay.confirm === "test" && (
            <button type="button" className="btn-primary mt-2" onClick={payTest} disabled={m.pending || processing}>
              {processing ? (
                <>
                  <Loader2 className="animate-spin" size={16} /> Processing payment…
                </>
              ) : (
                `Pay $${pay.amount.toFixed(2)} with the test card`
              )}
            </button>
          )}
          {pay.status === "requires_payment" &&
            pay.confirm === "client" &&
            pay.client_secret &&
            pay.publishable_key && (
              <StripeCardForm
                clientSecret={pay.client_secret}
                publishableKey={pay.publishable_key}
                amount={pay.amount}
                onDone={() => setProcessing(true)}
              />
            )}
        </div>
      )}
      <MoneyEventsList events={events} />
      {cancellable && (
        <div className="mt-3">
          <ConfirmAction
            trigger="Cancel order"
            title="Cancel this order?"
            description={
              awaiting
                ? "The vendor will not ship it and your card will not be charged for it."
                : "The vendor will not ship it. A card payment is refunded; an invoice is credited in full."
            }
            confirmLabel="Cancel order"
            pendingLabel="Cancelling…"
            onConfirm={async () => {
              const res = await m.run("POST", `/api/orders/${orderId}/cancel`, {});
              return res.ok ? { ok: true } : { ok: false, message: res.message };
            }}
          />
        </div>
      )}
    </section>
  );
}
