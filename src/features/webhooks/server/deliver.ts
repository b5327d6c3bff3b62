import "server-only";
import { createHmac } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { orderItems, orders, vendorWebhookDeliveries, vendorWebhooks } from "@/db/schema";
import { defineJob, enqueue } from "@/features/jobs/server";
import { log } from "@/lib/logger";
import { fromCents } from "@/lib/money";
import { WEBHOOK_EVENT_NEW_ORDER, WEBHOOK_SIGNATURE_HEADER } from "../rules";
import { postWebhook } from "./target";

// Vendors' new-order events: enqueued in the transaction that writes the orders, posted after commit
// by the job worker with retries. A platform side effect, so the order door reaches it from below.
const DELIVERY_TIMEOUT_MS = 10_000;

/** `sha256=<hex>` of the exact body bytes, keyed by the vendor's secret (the receiver recomputes it). */
export function signWebhookBody(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** The event body a receiver gets: the order as the vendor API lists it. */
async function newOrderEvent(orderId: number) {
  const db = await getDb();
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!o) return null;
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
  return {
    vendorId: o.vendorId,
    body: {
      event: WEBHOOK_EVENT_NEW_ORDER,
      created_at: new Date().toISOString(),
      data: {
        id: o.id,
        order_number: o.orderNumber,
        status: o.status,
        created_at: o.createdAt.toISOString(),
        total: fromCents(o.totalCents),
        lines: lines.map((l) => ({
          id: l.id,
          sku: l.sku,
          name: l.name,
          quantity: l.quantity,
          price: fromCents(l.unitPriceCents),
        })),
      },
    },
  };
}

async function logDelivery(row: typeof vendorWebhookDeliveries.$inferInsert) {
  const db = await getDb();
  await db.insert(vendorWebhookDeliveries).values(row);
}

/**
 * Posts one new-order event. A refused or unreachable endpoint throws, so the queue retries with
 * growing waits (2 s, 4 s, 8 s … about 34 minutes in all); every attempt is written to the shop's log.
 * The address and secret are read at delivery time: a webhook removed meanwhile sends nothing, and an
 * address whose name now resolves to a private network is refused (logged, retried like any failure).
 */
export const deliverWebhookJob = defineJob<{ vendorId: number; orderId: number }>({
  name: "vendor-webhook",
  retryLimit: 10,
  retryDelaySeconds: 2,
  handler: async ({ vendorId, orderId }, attempt) => {
    const db = await getDb();
    const [hook] = await db.select().from(vendorWebhooks).where(eq(vendorWebhooks.vendorId, vendorId));
    if (!hook) return;
    const event = await newOrderEvent(orderId);
    if (!event || event.vendorId !== vendorId) return;
    const body = JSON.stringify(event.body);
    const base = { vendorId, orderId, event: WEBHOOK_EVENT_NEW_ORDER, url: hook.url, attempt: attempt.retryCount + 1 };
    let status: number | null = null;
    try {
      status = await postWebhook(
        hook.url,
        {
          "content-type": "application/json",
          "user-agent": "DVM-Market-Webhook/1",
          [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(hook.secret, body),
        },
        body,
        DELIVERY_TIMEOUT_MS,
      );
      if (status < 200 || status > 299) throw new Error(`The endpoint answered ${status}.`);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await logDelivery({ ...base, ok: false, responseStatus: status, error: message.slice(0, 300) });
      // the address is left out: a receiver's URL may carry its own token
      log("webhooks").warn({ vendorId, orderId, attempt: base.attempt, status, err: message }, "webhook failed");
      throw err;
    }
    await logDelivery({ ...base, ok: true, responseStatus: status, error: null });
    log("webhooks").info({ vendorId, orderId, attempt: base.attempt, status }, "webhook delivered");
  },
});

/**
 * Called where orders are written, in the same transaction: one delivery job per new order of a
 * vendor that has a webhook, so the event exists exactly when the order does.
 */
export async function enqueueNewOrderWebhooks(tx: Tx, placed: readonly { id: number; vendorId: number }[]) {
  if (!placed.length) return;
  const hooked = await tx
    .select({ vendorId: vendorWebhooks.vendorId })
    .from(vendorWebhooks)
    .where(inArray(vendorWebhooks.vendorId, [...new Set(placed.map((p) => p.vendorId))]));
  const withHook = new Set(hooked.map((h) => h.vendorId));
  for (const o of placed)
    if (withHook.has(o.vendorId))
      await enqueue(tx, deliverWebhookJob, { vendorId: o.vendorId, orderId: o.id }, { singletonKey: `order-${o.id}` });
}
