import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, queryRows, type Db } from "@/db/client";
import { vendorChatMessages, vendorChatThreads, vendors } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { publishLive, notify } from "@/features/notifications/server";
import { notFound } from "@/lib/errors";
import type { ChatMessage, ChatThread } from "../schemas";

const HISTORY_LIMIT = 200;

async function vendorOrThrow(db: Db, vendorId: number) {
  const [v] = await db
    .select({ id: vendors.id, name: vendors.name, slug: vendors.slug })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .limit(1);
  if (!v) throw notFound("Vendor not found.");
  return v;
}

function toMessage(r: { id: number; sender: string; message: string; createdAt: Date | string }): ChatMessage {
  return {
    id: r.id,
    sender: r.sender === "vendor" ? "vendor" : "buyer",
    message: r.message,
    created_at: new Date(r.createdAt).toISOString(),
  };
}

/** One thread per buyer and vendor; a message from either side bumps the other side's unread count. */
async function upsertThread(db: Db, userId: string, vendorId: number, from: "buyer" | "vendor"): Promise<number> {
  const bump =
    from === "buyer"
      ? { unreadForVendor: sql`${vendorChatThreads.unreadForVendor} + 1` }
      : { unreadForBuyer: sql`${vendorChatThreads.unreadForBuyer} + 1` };
  const [row] = await db
    .insert(vendorChatThreads)
    .values({ userId, vendorId, unreadForBuyer: from === "vendor" ? 1 : 0, unreadForVendor: from === "buyer" ? 1 : 0 })
    .onConflictDoUpdate({
      target: [vendorChatThreads.userId, vendorChatThreads.vendorId],
      set: { ...bump, updatedAt: sql`now()` },
    })
    .returning({ id: vendorChatThreads.id });
  return row!.id;
}

/** The buyer's conversation with one vendor, oldest first (the last 200 messages). */
export async function getThread(viewer: Viewer, vendorId: number): Promise<ChatThread> {
  const db = await getDb();
  const vendor = await vendorOrThrow(db, vendorId);
  const [thread] = await db
    .select()
    .from(vendorChatThreads)
    .where(and(eq(vendorChatThreads.userId, viewer.id), eq(vendorChatThreads.vendorId, vendorId)))
    .limit(1);
  if (!thread) return { success: true, vendor, thread_id: null, unread: 0, messages: [] };
  const rows = await queryRows<{ id: number; sender: string; message: string; created_at: string }>(
    db,
    sql`
    select * from (select id, sender, message, created_at from vendor_chat_messages where thread_id = ${thread.id}
      order by id desc limit ${HISTORY_LIMIT}) m order by id`,
  );
  return {
    success: true,
    vendor,
    thread_id: thread.id,
    unread: thread.unreadForBuyer,
    messages: rows.map((r) => toMessage({ id: r.id, sender: r.sender, message: r.message, createdAt: r.created_at })),
  };
}

export async function sendBuyerMessage(
  viewer: Viewer,
  vendorId: number,
  message: string,
): Promise<{ success: true; message: ChatMessage }> {
  const db = await getDb();
  await vendorOrThrow(db, vendorId);
  const threadId = await upsertThread(db, viewer.id, vendorId, "buyer");
  const [row] = await db.insert(vendorChatMessages).values({ threadId, sender: "buyer", message }).returning();
  return { success: true, message: toMessage(row!) };
}

/** Opening the chat reads it: the thread's unread count and its chat notifications are cleared. */
export async function markThreadRead(viewer: Viewer, vendorId: number): Promise<{ success: true; unread: number }> {
  const db = await getDb();
  const [thread] = await db
    .update(vendorChatThreads)
    .set({ unreadForBuyer: 0 })
    .where(and(eq(vendorChatThreads.userId, viewer.id), eq(vendorChatThreads.vendorId, vendorId)))
    .returning({ id: vendorChatThreads.id });
  if (thread) {
    await db.execute(
      sql`update notifications set read_at = now() where user_id = ${viewer.id} and chat_thread_id = ${thread.id} and read_at is null`,
    );
  }
  return { success: true, unread: 0 };
}

export async function listThreads(viewer: Viewer) {
  const db = await getDb();
  const rows = await queryRows<{
    vendor_id: number;
    name: string;
    slug: string;
    unread: number;
    updated_at: string;
    last_message: string | null;
  }>(
    db,
    sql`
    select t.vendor_id, v.name, v.slug, t.unread_for_buyer as unread, t.updated_at,
      (select m.message from vendor_chat_messages m where m.thread_id = t.id order by m.id desc limit 1) as last_message
    from vendor_chat_threads t join vendors v on v.id = t.vendor_id
    where t.user_id = ${viewer.id} order by t.updated_at desc limit 100`,
  );
  const threads = rows.map((r) => ({ ...r, updated_at: new Date(r.updated_at).toISOString() }));
  return { success: true, threads, unread: threads.reduce((n, t) => n + t.unread, 0) };
}

/**
 * A vendor's answer (vendor portal later, the publish CLI now): stored, pushed live to the open
 * chat, and announced as a vendor chat message notification that links back to the chat.
 */
export async function vendorReply(input: { userId: string; vendorId: number; message: string }) {
  const db = await getDb();
  const vendor = await vendorOrThrow(db, input.vendorId);
  const threadId = await upsertThread(db, input.userId, vendor.id, "vendor");
  const [row] = await db
    .insert(vendorChatMessages)
    .values({ threadId, sender: "vendor", message: input.message })
    .returning();
  const message = toMessage(row!);
  await publishLive({ to: input.userId, kind: "chat", data: { vendor_id: vendor.id, message } });
  const notificationId = await notify(db, {
    userId: input.userId,
    type: "chat",
    body: vendor.name,
    message: input.message,
    clickableLink: vendor.slug,
    chatThreadId: threadId,
  });
  return { success: true, message, notification_id: notificationId, thread_id: threadId };
}
