import "server-only";
import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { vendorWebhookDeliveries, vendorWebhooks } from "@/db/schema";
import { webhookTargetProblem } from "@/features/webhooks/server";
import { badRequest, notFound } from "@/lib/errors";
import { vendorIdOf, type VendorContext } from "../../server/access";

// The shop's webhook settings and delivery log; delivering the events is the webhooks feature's.
export const DELIVERY_LOG_SIZE = 50;

export async function getWebhook(ctx: VendorContext) {
  const db = await getDb();
  const vendorId = vendorIdOf(ctx);
  const [hook] = await db.select().from(vendorWebhooks).where(eq(vendorWebhooks.vendorId, vendorId));
  const log = await db
    .select()
    .from(vendorWebhookDeliveries)
    .where(eq(vendorWebhookDeliveries.vendorId, vendorId))
    .orderBy(desc(vendorWebhookDeliveries.id))
    .limit(DELIVERY_LOG_SIZE);
  return {
    webhook: hook ? { url: hook.url, secret: hook.secret, created_at: hook.createdAt.toISOString() } : null,
    deliveries: log.map((d) => ({
      id: d.id,
      order_id: d.orderId,
      event: d.event,
      attempt: d.attempt,
      ok: d.ok,
      response_status: d.responseStatus,
      error: d.error,
      created_at: d.createdAt.toISOString(),
    })),
  };
}

/**
 * Sets the address; a new secret is made only when there was none (or on `rotate`), so receivers keep
 * working. A host name is resolved now and refused if any of its addresses is private.
 */
export async function setWebhook(ctx: VendorContext, url: string, opts: { rotate?: boolean } = {}) {
  const vendorId = vendorIdOf(ctx);
  const problem = await webhookTargetProblem(url);
  if (problem) throw badRequest(problem);
  const db = await getDb();
  const secret = `whsec_${randomBytes(24).toString("base64url")}`;
  const [row] = await db
    .insert(vendorWebhooks)
    .values({ vendorId, url: url.trim(), secret })
    .onConflictDoUpdate({
      target: vendorWebhooks.vendorId,
      set: { url: url.trim(), ...(opts.rotate ? { secret, createdAt: new Date() } : {}) },
    })
    .returning();
  return { url: row!.url, secret: row!.secret };
}

export async function removeWebhook(ctx: VendorContext) {
  const db = await getDb();
  const gone = await db
    .delete(vendorWebhooks)
    .where(eq(vendorWebhooks.vendorId, vendorIdOf(ctx)))
    .returning({ id: vendorWebhooks.vendorId });
  if (!gone.length) throw notFound("This shop has no webhook.");
}
