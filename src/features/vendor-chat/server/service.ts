import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { scalar } from "@/db/json";
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

/** A thread's latest HISTORY_LIMIT messages, oldest first: what either side's chat window shows. */
export async function latestMessages(db: Db, threadId: number): Promise<ChatMessage[]> {
  const m = vendorChatMessages;
  const latest = db
    .select({ id: m.id, sender: m.sender, message: m.message, createdAt: m.createdAt })
    .from(m)
    .where(eq(m.threadId, threadId))
    .orderBy(desc(m.id))
    .limit(HISTORY_LIMIT)
    .as("m");
  const rows = await db.select().from(latest).orderBy(latest.id);
  return rows.map(toMessage);
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
  return {
    success: true,
    vendor,
    thread_id: thread.id,
    unread: thread.unreadForBuyer,
    messages: await latestMessages(db, thread.id),
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
  const t = vendorChatThreads;
  const m = vendorChatMessages;
  const rows = await db
    .select({
      vendor_id: t.vendorId,
      name: vendors.name,
      slug: vendors.slug,
      unread: t.unreadForBuyer,
      updated_at: t.updatedAt,
      last_message: scalar<string | null>(
        sql`select ${m.message} from ${m} where ${m.threadId} = ${t.id} order by ${m.id} desc limit 1`,
      ),
    })
    .from(t)
    .innerJoin(vendors, eq(vendors.id, t.vendorId))
    .where(eq(t.userId, viewer.id))
    .orderBy(desc(t.updatedAt))
    .limit(100);
  const threads = rows.map((r) => ({ ...r, updated_at: new Date(r.updated_at).toISOString() }));
  return { success: true, threads, unread: threads.reduce((n, t) => n + t.unread, 0) };
}

/**
 * A vendor's answer (the vendor portal and the publish CLI): the message and its chat notification
 * commit together; the live push to the buyer's open chat goes out after the commit, so a browser
 * never shows a reply that rolled back. Replying also reads the thread on the vendor's side.
 */
export async function vendorReply(input: { userId: string; vendorId: number; message: string }) {
  const db = await getDb();
  const vendor = await vendorOrThrow(db, input.vendorId);
  const { message, threadId, notificationId } = await db.transaction(async (tx) => {
    const threadId = await upsertThread(tx, input.userId, vendor.id, "vendor");
    await tx.update(vendorChatThreads).set({ unreadForVendor: 0 }).where(eq(vendorChatThreads.id, threadId));
    const [row] = await tx
      .insert(vendorChatMessages)
      .values({ threadId, sender: "vendor", message: input.message })
      .returning();
    const notificationId = await notify(tx, {
      userId: input.userId,
      type: "chat",
      body: vendor.name,
      message: input.message,
      clickableLink: vendor.slug,
      chatThreadId: threadId,
    });
    return { message: toMessage(row!), threadId, notificationId };
  });
  await publishLive({ to: input.userId, kind: "chat", data: { vendor_id: vendor.id, message } });
  return { success: true, message, notification_id: notificationId, thread_id: threadId };
}
