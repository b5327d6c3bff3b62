import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local stand-in for the card provider's API, for tests and the demo: plain node:http speaking its
 * form-encoded requests and JSON objects for the endpoints the app uses (payment intents with create,
 * update, confirm, capture and cancel; refunds; transfers and their reversals; connected accounts and
 * onboarding links). The real SDK is pointed at it (host, port, protocol). Idempotency keys replay the
 * first answer as the provider does, and events are signed with the SDK's own test-header helper and
 * posted to the app's webhook URL. Nothing here reaches the network.
 */

type Obj = Record<string, unknown> & { id: string; object: string };
export type SentEvent = { id: string; type: string; object: Obj; status: number | null };

export type StripeTestServerOptions = {
  apiKey: string;
  webhookSecret: string;
  /** where events are posted; set later with `setWebhookUrl`, or never (events are only recorded) */
  webhookUrl?: string;
  /** connected accounts that exist from the start, already able to receive transfers */
  accounts?: string[];
  port?: number;
};

/** Stripe's bracket form encoding (`metadata[order]=1`, `types[0]=card`) back into objects. */
export function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const keys = rawKey.split(/[[\]]+/).filter(Boolean);
    let node = out as Record<string, unknown>;
    keys.forEach((k, i) => {
      if (i === keys.length - 1) node[k] = value;
      else node = (node[k] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

const err = (status: number, message: string, type = "invalid_request_error", code?: string) => ({
  status,
  body: { error: { type, message, ...(code ? { code } : {}) } },
});

export async function startStripeTestServer(opts: StripeTestServerOptions) {
  const objects = new Map<string, Obj>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const events: SentEvent[] = [];
  const requests: { method: string; path: string; idempotencyKey: string | null }[] = [];
  let seq = 0;
  let webhookUrl = opts.webhookUrl ?? null;
  /** tests hold events back to deliver them late, twice or out of order */
  let holdEvents = false;
  const held: SentEvent[] = [];
  const failures: { path: RegExp; status: number; times: number }[] = [];
  const id = (prefix: string) => `${prefix}_test${String(++seq).padStart(6, "0")}`;
  const now = () => Math.floor(Date.now() / 1000);
  for (const a of opts.accounts ?? []) objects.set(a, account(a, true));

  function account(accountId: string, enabled: boolean): Obj {
    return {
      id: accountId,
      object: "account",
      type: "express",
      details_submitted: enabled,
      charges_enabled: enabled,
      payouts_enabled: enabled,
    };
  }

  async function deliver(evt: SentEvent): Promise<number | null> {
    if (!webhookUrl) return null;
    const payload = JSON.stringify({
      id: evt.id,
      object: "event",
      type: evt.type,
      created: now(),
      livemode: false,
      data: { object: evt.object },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.webhookSecret });
    try {
      const res = await fetch(webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": header },
        body: payload,
      });
      evt.status = res.status;
    } catch {
      evt.status = 0;
    }
    return evt.status;
  }

  function emit(type: string, object: Obj): void {
    const evt: SentEvent = { id: id("evt"), type, object: structuredClone(object), status: null };
    events.push(evt);
    if (holdEvents) held.push(evt);
    else void deliver(evt);
  }

  function route(method: string, path: string, p: Record<string, unknown>): { status: number; body: unknown } {
    const parts = path.split("/").filter(Boolean); // v1, resource, id?, action?
    const [, resource, objId, action] = parts;
    const found = objId ? objects.get(objId) : undefined;
    if (objId && !found && resource !== "account_links") return err(404, `No such ${resource}: '${objId}'`);
    const o = found as Obj;
    if (resource === "payment_intents") {
      if (method === "POST" && !objId) {
        const amount = Number(p.amount);
        if (!Number.isInteger(amount) || amount < 50) return err(400, "Amount must be at least 50 cents.");
        const pi: Obj = {
          id: id("pi"),
          object: "payment_intent",
          amount,
          amount_received: 0,
          currency: p.currency ?? "usd",
          status: "requires_payment_method",
          capture_method: p.capture_method ?? "automatic",
          transfer_group: p.transfer_group ?? null,
          metadata: p.metadata ?? {},
          latest_charge: null,
          created: now(),
        };
        pi.client_secret = `${pi.id}_secret_${seq}`;
        objects.set(pi.id, pi);
        emit("payment_intent.created", pi);
        return { status: 200, body: pi };
      }
      if (method === "GET") return { status: 200, body: o };
      if (method === "POST" && !action) {
        if (!["requires_payment_method", "requires_confirmation"].includes(String(o.status)))
          return err(400, `This PaymentIntent's amount could not be updated because it has a status of ${o.status}.`);
        if (p.amount !== undefined) o.amount = Number(p.amount);
        return { status: 200, body: o };
      }
      if (action === "confirm") {
        if (!["requires_payment_method", "requires_confirmation"].includes(String(o.status)))
          return err(400, `This PaymentIntent's status is ${o.status}; it cannot be confirmed.`);
        if (p.payment_method === "pm_card_chargeDeclined") {
          o.last_payment_error = { code: "card_declined", message: "Your card was declined." };
          emit("payment_intent.payment_failed", o);
          return err(402, "Your card was declined.", "card_error", "card_declined");
        }
        o.payment_method = p.payment_method ?? "pm_card_visa";
        o.latest_charge = id("ch");
        if (o.capture_method === "manual") {
          o.status = "requires_capture";
          emit("payment_intent.amount_capturable_updated", o);
        } else {
          o.status = "succeeded";
          o.amount_received = o.amount;
          emit("payment_intent.succeeded", o);
        }
        return { status: 200, body: o };
      }
      if (action === "capture") {
        if (o.status !== "requires_capture") return err(400, `This PaymentIntent could not be captured (${o.status}).`);
        o.status = "succeeded";
        o.amount_received = p.amount_to_capture ? Number(p.amount_to_capture) : o.amount;
        emit("payment_intent.succeeded", o);
        return { status: 200, body: o };
      }
      if (action === "cancel") {
        if (o.status === "succeeded" || o.status === "canceled")
          return err(400, `You cannot cancel this PaymentIntent because it has a status of ${o.status}.`);
        o.status = "canceled";
        o.cancellation_reason = p.cancellation_reason ?? null;
        emit("payment_intent.canceled", o);
        return { status: 200, body: o };
      }
    }
    if (resource === "refunds" && method === "POST" && !objId) {
      const pi = objects.get(String(p.payment_intent));
      if (!pi) return err(404, `No such payment_intent: '${p.payment_intent}'`);
      const refunded = [...objects.values()]
        .filter((x) => x.object === "refund" && x.payment_intent === pi.id)
        .reduce((n, r) => n + Number(r.amount), 0);
      const amount = p.amount ? Number(p.amount) : Number(pi.amount_received) - refunded;
      if (pi.status !== "succeeded") return err(400, "This PaymentIntent has not been captured; cancel it instead.");
      if (amount <= 0 || refunded + amount > Number(pi.amount_received))
        return err(400, `Refund amount ($${(amount / 100).toFixed(2)}) is greater than the unrefunded amount.`);
      const refund: Obj = {
        id: id("re"),
        object: "refund",
        amount,
        payment_intent: pi.id,
        status: "succeeded",
        metadata: p.metadata ?? {},
        created: now(),
      };
      objects.set(refund.id, refund);
      emit("refund.created", refund);
      return { status: 200, body: refund };
    }
    if (resource === "transfers") {
      if (method === "POST" && !objId) {
        const dest = objects.get(String(p.destination));
        if (!dest || dest.object !== "account") return err(400, `No such destination: '${p.destination}'`);
        if (!dest.payouts_enabled) return err(400, "The destination account cannot receive transfers yet.");
        const transfer: Obj = {
          id: id("tr"),
          object: "transfer",
          amount: Number(p.amount),
          amount_reversed: 0,
          currency: p.currency ?? "usd",
          destination: dest.id,
          transfer_group: p.transfer_group ?? null,
          metadata: p.metadata ?? {},
          created: now(),
        };
        objects.set(transfer.id, transfer);
        emit("transfer.created", transfer);
        return { status: 200, body: transfer };
      }
      if (method === "POST" && action === "reversals") {
        const amount = Number(p.amount);
        if (Number(o.amount_reversed) + amount > Number(o.amount))
          return err(400, "The reversal is greater than what is left of the transfer.");
        o.amount_reversed = Number(o.amount_reversed) + amount;
        const reversal: Obj = { id: id("trr"), object: "transfer_reversal", amount, transfer: o.id };
        objects.set(reversal.id, reversal);
        emit("transfer.reversed", o);
        return { status: 200, body: reversal };
      }
    }
    if (resource === "accounts") {
      if (method === "POST" && !objId) {
        const a = account(id("acct"), false);
        objects.set(a.id, a);
        return { status: 200, body: a };
      }
      if (method === "GET") return { status: 200, body: o };
    }
    if (resource === "account_links" && method === "POST") {
      if (!objects.has(String(p.account))) return err(400, `No such account: '${p.account}'`);
      const q = new URLSearchParams({ return_url: String(p.return_url ?? "") });
      return {
        status: 200,
        body: { object: "account_link", url: `${base()}/connect/onboard/${p.account}?${q}`, created: now() },
      };
    }
    return err(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  function base(): string {
    const { port } = server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://local");
    // the onboarding page a vendor is sent to: finishing it enables the account and says so by event
    const onboard = /^\/connect\/onboard\/([^/]+)$/.exec(url.pathname);
    if (onboard && req.method === "GET") {
      const a = objects.get(onboard[1]!);
      if (a) {
        Object.assign(a, account(a.id, true));
        emit("account.updated", a);
      }
      res.writeHead(302, { location: url.searchParams.get("return_url") || "/" }).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const send = (status: number, body: unknown): void =>
      void res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (req.headers.authorization !== `Bearer ${opts.apiKey}`)
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided." } });
    const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
    requests.push({ method: req.method ?? "GET", path: url.pathname, idempotencyKey: key });
    const failure = failures.find((f) => f.times > 0 && f.path.test(url.pathname));
    if (failure) {
      failure.times--;
      return send(failure.status, { error: { type: "api_error", message: "The test server was told to fail." } });
    }
    const cacheKey = key ? `${req.method} ${url.pathname} ${key}` : null;
    const replay = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (replay) return send(replay.status, replay.body);
    const params = parseForm(Buffer.concat(chunks).toString("utf8") || url.search.slice(1));
    const out = route(req.method ?? "GET", url.pathname, params);
    if (cacheKey && out.status < 500) idempotent.set(cacheKey, out);
    send(out.status, out.body);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e: Error) => res.writeHead(500).end(JSON.stringify({ error: { message: e.message } })));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    url: base(),
    /** the environment that points the app's SDK here */
    env: {
      STRIPE_SECRET_KEY: opts.apiKey,
      STRIPE_WEBHOOK_SECRET: opts.webhookSecret,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: "http",
      STRIPE_CONFIRM: "test",
    },
    objects: (kind: string) => [...objects.values()].filter((o) => o.object === kind),
    get: (objectId: string) => objects.get(objectId),
    events,
    requests,
    setWebhookUrl: (u: string | null) => void (webhookUrl = u),
    holdEvents: (on: boolean) => void (holdEvents = on),
    /** the events held back since `holdEvents(true)`, taken out of the queue */
    takeHeld: () => held.splice(0),
    deliver,
    failNext: (path: RegExp, status = 500, times = 1) => void failures.push({ path, status, times }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeTestServer = Awaited<ReturnType<typeof startStripeTestServer>>;

// `tsx tests/helpers/stripe-test-server.ts --port 3511 --webhook http://127.0.0.1:3510/api/webhooks/stripe`
// runs it for the end-to-end server and the demo; keys come from the environment the app gets too.
if (process.argv[1]?.endsWith("stripe-test-server.ts")) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const s = await startStripeTestServer({
    apiKey: process.env.STRIPE_SECRET_KEY ?? "sk_test_local",
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? "whsec_local",
    webhookUrl: arg("webhook"),
    accounts: (arg("accounts") ?? "").split(",").filter(Boolean),
    port: Number(arg("port") ?? 0),
  });
  console.log(`stripe test server on ${s.url}`);
}
