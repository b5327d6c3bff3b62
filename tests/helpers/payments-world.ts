import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "@/db/client";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { reloadConfig } from "@/lib/config";
import { startStripeTestServer, type StripeTestServer } from "./stripe-test-server";

export const STRIPE_TEST_KEY = "sk_test_dvm_local_0001";
export const STRIPE_TEST_WHSEC = "whsec_dvm_local_0001";

/**
 * The card provider's test server and an HTTP listener that hands its webhook posts to the app's own
 * route handler (as the running app would receive them), with the app's config pointed at both.
 */
export async function startPaymentsWorld(opts: { accounts?: string[] } = {}) {
  const hook: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const answer = await webhookRoute(
      new Request("http://localhost:3000/api/webhooks/stripe", {
        method: "POST",
        headers: {
          "content-type": String(req.headers["content-type"] ?? ""),
          "stripe-signature": String(req.headers["stripe-signature"] ?? ""),
        },
        body: Buffer.concat(chunks),
      }),
    );
    res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/webhooks/stripe`;
  const stripe: StripeTestServer = await startStripeTestServer({
    apiKey: STRIPE_TEST_KEY,
    webhookSecret: STRIPE_TEST_WHSEC,
    webhookUrl: hookUrl,
    accounts: opts.accounts,
  });
  const saved = Object.fromEntries(Object.keys(stripe.env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, stripe.env);
  reloadConfig();
  return {
    stripe,
    hookUrl,
    close: async () => {
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      reloadConfig();
      await stripe.close();
      await new Promise((resolve) => hook.close(resolve));
    },
  };
}

export async function paymentOf(db: Db, checkoutId: number) {
  const [p] = await queryRows<{
    id: number;
    status: string;
    provider_ref: string | null;
    captured_cents: number;
    amount_cents: number;
  }>(
    db,
    sql`select id, status, provider_ref, captured_cents, amount_cents from payments where checkout_id = ${checkoutId}`,
  );
  return p;
}

export async function orderPayment(db: Db, orderId: number) {
  const [o] = await queryRows<{ status: string; payment_status: string; total_cents: number }>(
    db,
    sql`select status, payment_status, total_cents from orders where id = ${orderId}`,
  );
  return o!;
}
