import "server-only";
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { notifications, user } from "@/db/schema";
import { usState } from "@/lib/us-states";
import { defineJob, enqueue } from "@/features/jobs/server";
import { getLiveBus, publishLive, type LiveEvent } from "./live-bus";

/**
 * The live push of a stored notification, delivered after the notification's transaction commits
 * (a browser never hears of a row that rolled back). Live pushes are only worth a few seconds: a
 * couple of quick retries, then the list refetch shows it anyway.
 */
export const livePublishJob = defineJob<LiveEvent>({
  name: "live-publish",
  retryLimit: 2,
  retryDelaySeconds: 1,
  pollingIntervalSeconds: 0.5,
  handler: async (event) => getLiveBus().publish(event),
});

export type NotificationInput = {
  userId: string;
  type: "Coupons" | "Webinars" | "Blogs" | "chat" | "order" | "account" | "recall";
  body: string;
  message?: string | null;
  orderId?: number | null;
  response?: string | null;
  alertType?: "success" | "error";
  clickableLink?: string | null;
  channel?: string | null;
  chatThreadId?: number | null;
};

function values(input: NotificationInput) {
  return {
    userId: input.userId,
    type: input.type,
    body: input.body,
    message: input.message ?? null,
    orderId: input.orderId ?? null,
    response: input.response ?? null,
    alertType: input.alertType ?? "success",
    clickableLink: input.clickableLink ?? null,
    channel: input.channel ?? null,
    chatThreadId: input.chatThreadId ?? null,
  };
}

/** What the browser gets pushed: enough to show the item; the list refetch brings the rest. */
function livePayload(id: number | null, input: Omit<NotificationInput, "userId">, createdAt: Date) {
  return {
    id,
    time: createdAt.toISOString(),
    type: input.type,
    body: input.body,
    message: input.message ?? null,
    order_id: input.orderId ?? null,
    response: input.response ?? null,
    alert_type: input.alertType ?? "success",
    clickable_link: input.clickableLink ?? null,
    channel: input.channel ?? null,
    read: false,
  };
}

/**
 * Stores a notification for a buyer and writes the job that pushes it live to their open pages
 * (in-process, or through Redis to every app instance) after commit. Every feature that tells a
 * buyer something calls this inside its own transaction when it has one, so the row and its push
 * commit or roll back with the change they report.
 */
export async function notify(tx: Tx, input: NotificationInput): Promise<number> {
  const [row] = await tx
    .insert(notifications)
    .values(values(input))
    .returning({ id: notifications.id, createdAt: notifications.createdAt });
  await enqueue(tx, livePublishJob, {
    to: input.userId,
    kind: "notification",
    data: livePayload(row!.id, input, row!.createdAt),
  });
  return row!.id;
}

/**
 * Accounts hold their state as typed ("MO", "Missouri", "missouri "); a state given either way matches
 * them all. A state that is none (a typo) matches no one rather than everyone.
 */
function inState(given: string): SQL {
  const st = usState(given);
  if (!st) return sql`false`;
  const held = sql`lower(trim(both ' .' from ${user.state}))`;
  return sql`${held} in (${st.code.toLowerCase()}, ${st.name.toLowerCase()})`;
}

/** Who a content announcement reaches: every active buyer, or those matching every given filter. */
export type Audience = { level?: number; state?: string; confirmed?: boolean };

const INSERT_CHUNK = 500; // rows per statement, well under the bind-parameter limit

/**
 * The same notification for every active account in the audience, inserted on the caller's handle
 * (inside its transaction when it has one). Returns the recipients' ids; the caller pushes the live
 * events with `pushAudience` after its commit.
 */
export async function notifyAudience(
  tx: Tx,
  input: Omit<NotificationInput, "userId">,
  audience: Audience = {},
): Promise<string[]> {
  const where = [
    eq(user.active, true),
    eq(user.allowOnDvm, true),
    eq(user.softDelete, false),
    eq(user.role, "customer"), // vendor users and operators are not buyers
    input.type === "order" ? ne(user.position, "Sales Rep") : undefined,
    audience.level !== undefined ? eq(user.level, audience.level) : undefined,
    audience.state ? inState(audience.state) : undefined,
    audience.confirmed !== undefined ? eq(user.confirmed, audience.confirmed ? 1 : 0) : undefined,
  ];
  const ids = (
    await tx
      .select({ id: user.id })
      .from(user)
      .where(and(...where))
  ).map((r) => r.id);
  for (let i = 0; i < ids.length; i += INSERT_CHUNK)
    await tx.insert(notifications).values(ids.slice(i, i + INSERT_CHUNK).map((userId) => values({ ...input, userId })));
  return ids;
}

/** Live events for an announcement: one broadcast for everyone, or one event per recipient of a segment. */
export async function pushAudience(input: Omit<NotificationInput, "userId">, ids: string[], everyone: boolean) {
  const data = livePayload(null, input, new Date());
  if (everyone) return publishLive({ to: "*", kind: "notification", data });
  for (const to of ids) await publishLive({ to, kind: "notification", data });
}
