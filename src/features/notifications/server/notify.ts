import "server-only";
import type { Db } from "@/db/client";
import { notifications } from "@/db/schema";

export type NotificationInput = {
  userId: string;
  type: "Coupons" | "Webinars" | "Blogs" | "chat" | "order";
  body: string;
  message?: string | null;
  orderId?: number | null;
  response?: string | null;
  alertType?: "success" | "error";
  clickableLink?: string | null;
  channel?: string | null;
  chatThreadId?: number | null;
};

/**
 * Stores a notification for a buyer. Every feature that tells a buyer something calls this;
 * the notifications feature adds the live fan-out (SSE, Redis) behind it.
 */
export async function notify(db: Db, input: NotificationInput): Promise<number> {
  const [row] = await db.insert(notifications).values({
    userId: input.userId, type: input.type, body: input.body, message: input.message ?? null, orderId: input.orderId ?? null,
    response: input.response ?? null, alertType: input.alertType ?? "success", clickableLink: input.clickableLink ?? null,
    channel: input.channel ?? null, chatThreadId: input.chatThreadId ?? null,
  }).returning({ id: notifications.id });
  return row!.id;
}
