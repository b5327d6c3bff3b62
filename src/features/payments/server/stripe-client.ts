import "server-only";
import Stripe from "stripe";
import { getConfig } from "@/lib/config";

const holder = globalThis as unknown as { __dvmStripe?: { key: string; client: Stripe } };

/**
 * The card provider's SDK, built from the config module (the API host, port and protocol let tests and the
 * demo point it at a local server), or null when no secret key is set: then the card method is not offered.
 */
export function stripeClient(): Stripe | null {
  const c = getConfig();
  if (!c.STRIPE_SECRET_KEY) return null;
  const key = [c.STRIPE_SECRET_KEY, c.STRIPE_API_HOST, c.STRIPE_API_PORT, c.STRIPE_API_PROTOCOL].join("|");
  if (holder.__dvmStripe?.key !== key)
    holder.__dvmStripe = {
      key,
      client: new Stripe(c.STRIPE_SECRET_KEY, {
        ...(c.STRIPE_API_HOST ? { host: c.STRIPE_API_HOST, protocol: c.STRIPE_API_PROTOCOL } : {}),
        ...(c.STRIPE_API_PORT ? { port: c.STRIPE_API_PORT } : {}),
        // the job queue retries with backoff; the SDK's own quick retry covers a dropped connection
        maxNetworkRetries: 1,
        timeout: 20_000,
        telemetry: false,
      }),
    };
  return holder.__dvmStripe.client;
}

/** Stripe is the job's only network partner: a call that must exist gets a clear error when it is off. */
export function requireStripe(): Stripe {
  const s = stripeClient();
  if (!s) throw new Error("Card payments are not configured (STRIPE_SECRET_KEY is unset).");
  return s;
}

export function cardPaymentsEnabled(): boolean {
  return Boolean(getConfig().STRIPE_SECRET_KEY);
}

/**
 * The server may confirm a payment with the provider's test card only in test mode: the setting asks for it
 * and the key is a test key, so a live key can never be charged by the server.
 */
export function serverTestConfirm(): boolean {
  const c = getConfig();
  return c.STRIPE_CONFIRM === "test" && Boolean(c.STRIPE_SECRET_KEY?.startsWith("sk_test_"));
}

/** The provider's errors that retrying will not fix (a declined card, a bad request): the job stops on them. */
export function isFinalStripeError(err: unknown): boolean {
  const e = err as { type?: string; statusCode?: number };
  return e?.type === "StripeCardError" || e?.type === "StripeInvalidRequestError" || e?.statusCode === 402;
}
