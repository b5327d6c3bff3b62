import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows, type Tx } from "@/db/client";
import { notifications } from "@/db/schema";
import { publishLive } from "./live-bus";

export type NotificationInput = {
  userId: string;
  type: "Coupons" | "Webinars" | "Blogs" | "chat" | "order" | "account";
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
 * Stores a notification for a buyer and pushes it live to their open pages (in-process, or
 * through Redis to every app instance). Every feature that tells a buyer something calls this,
 * inside its own transaction when it has one, so the row commits or rolls back with the change it reports.
 */
export async function notify(tx: Tx, input: NotificationInput): Promise<number> {
  const [row] = await tx
    .insert(notifications)
    .values(values(input))
    .returning({ id: notifications.id, createdAt: notifications.createdAt });
  await publishLive({ to: input.userId, kind: "notification", data: livePayload(row!.id, input, row!.createdAt) });
  return row!.id;
}

/** The same notification for every active account in one statement, then one broadcast event. */
export async function notifyAll(input: Omit<NotificationInput, "userId">): Promise<number> {
  const db = await getDb();
  const v = values({ ...input, userId: "" });
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    insert into notifications (user_id, type, body, message, order_id, response, alert_type, clickable_link, channel, chat_thread_id)
    select u.id, ${v.type}, ${v.body}, ${v.message}, ${v.orderId}, ${v.response}, ${v.alertType}, ${v.clickableLink}, ${v.channel}, ${v.chatThreadId}
    from "user" u where u.active and u.allow_on_dvm and not u.soft_delete and (${v.type} <> 'order' or u.position <> 'Sales Rep')
    returning id`,
  );
  await publishLive({ to: "*", kind: "notification", data: livePayload(null, input, new Date()) });
  return rows.length;
}
