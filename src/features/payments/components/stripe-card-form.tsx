"use client";
import { useEffect, useRef, useState } from "react";

// The card provider's own page script: card numbers go from the buyer's browser to the provider, never
// to our server. Loaded only in production mode (STRIPE_CONFIRM=client), only on this form.
const SCRIPT = "https://js.stripe.com/v3";

type StripeJs = {
  elements: () => { create: (kind: "card") => { mount: (el: HTMLElement) => void } };
  confirmCardPayment: (
    secret: string,
    data: { payment_method: { card: unknown } },
  ) => Promise<{ error?: { message?: string } }>;
};
declare global {
  interface Window {
    Stripe?: (key: string) => StripeJs;
  }
}

function loadScript(): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const s = document.createElement("script");
    s.src = SCRIPT;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error("The payment form could not be loaded."));
    document.head.appendChild(s);
  });
}

/** The production pay step: the provider's card field and its client-side confirmation. */
export function StripeCardForm({
  clientSecret,
  publishableKey,
  amount,
  onDone,
}: {
  clientSecret: string;
  publishableKey: string;
  amount: number;
  onDone: () => void;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<{ stripe: StripeJs; card: unknown } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    loadScript()
      .then(() => {
        if (!live || !window.Stripe || !mountRef.current) return;
        const stripe = window.Stripe(publishableKey);
        const card = stripe.elements().create("card");
        card.mount(mountRef.current);
        setApi({ stripe, card });
      })
      .catch((e: Error) => setError(e.message));
    return () => {
      live = false;
    };
  }, [publishableKey]);

  async function pay(e: React.FormEvent) {
    e.preventDefault();
    if (!api) return;
    setBusy(true);
    const res = await api.stripe.confirmCardPayment(clientSecret, { payment_method: { card: api.card } });
    setBusy(false);
    if (res.error) return setError(res.error.message ?? "The card was not accepted.");
    onDone();
  }

  return (
    <form onSubmit={pay} className="mt-2 space-y-2">
      <div ref={mountRef} className="input" aria-label="Card details" />
      {error && <p className="text-sm text-red-700">{error}</p>}
      <button type="submit" className="btn-primary" disabled={!api || busy}>
        {busy ? "Paying…" : `Pay $${amount.toFixed(2)}`}
      </button>
    </form>
  );
}
