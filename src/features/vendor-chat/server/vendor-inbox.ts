import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { user, vendorChatThreads } from "@/db/schema";
import { notFound } from "@/lib/errors";
import type { ChatMessage } from "../schemas";
import { vendorReply } from "./service";

const LIST_LIMIT = 100;
const HISTORY_LIMIT = 200;
const MISSING = "This conversation does not exist.";

export type VendorConversationSummary = {
  id: number;
  buyer: { name: string; clinic_name: string | null };
  unread: number;
  updated_at: string;
  last_message: string | null;
  last_sender: "buyer" | "vendor" | null;
};

/** The seller's side of the chat: one row per buyer, newest first, with what the seller has not read yet. */
export async function vendorConversations(vendorId: number) {
  const db = await getDb();
  const rows = await queryRows<{
    id: number;
    name: string;
    clinic_name: string | null;
    unread: number;
    updated_at: string;
    last_message: string | null;
    last_sender: string | null;
  }>(
    db,
    sql`
    select t.id, u.name, u.clinic_name, t.unread_for_vendor as unread, t.updated_at, m.message as last_message,
      m.sender as last_sender
    from vendor_chat_threads t join "user" u on u.id = t.user_id
    left join lateral (select message, sender from vendor_chat_messages where thread_id = t.id order by id desc limit 1) m
      on true
    where t.vendor_id = ${vendorId} order by t.updated_at desc limit ${LIST_LIMIT}`,
  );
  const conversations: VendorConversationSummary[] = rows.map((r) => ({
    id: r.id,
    buyer: { name: r.name, clinic_name: r.clinic_name },
    unread: Number(r.unread),
    updated_at: new Date(r.updated_at).toISOString(),
    last_message: r.last_message,
    last_sender: r.last_sender === "vendor" ? "vendor" : r.last_sender === "buyer" ? "buyer" : null,
  }));
  return { conversations, unread: conversations.reduce((n, c) => n + c.unread, 0) };
}

/** The thread, only when it belongs to this vendor; another seller's thread is simply not there. */
async function ownThread(vendorId: number, threadId: number) {
  const db = await getDb();
  const [t] = await db
    .select({ id: vendorChatThreads.id, userId: vendorChatThreads.userId, name: user.name, clinic: user.clinicName })
    .from(vendorChatThreads)
    .innerJoin(user, eq(user.id, vendorChatThreads.userId))
    .where(and(eq(vendorChatThreads.id, threadId), eq(vendorChatThreads.vendorId, vendorId)))
    .limit(1);
  if (!t) throw notFound(MISSING);
  return t;
}

/** One conversation, oldest message first; opening it clears the seller's unread count. */
export async function vendorConversation(vendorId: number, threadId: number) {
  const t = await ownThread(vendorId, threadId);
  const db = await getDb();
  await db
    .update(vendorChatThreads)
    .set({ unreadForVendor: 0 })
    .where(and(eq(vendorChatThreads.id, t.id), eq(vendorChatThreads.vendorId, vendorId)));
  const rows = await queryRows<{ id: number; sender: string; message: string; created_at: string }>(
    db,
    sql`
    select * from (select id, sender, message, created_at from vendor_chat_messages where thread_id = ${t.id}
      order by id desc limit ${HISTORY_LIMIT}) m order by id`,
  );
  const messages: ChatMessage[] = rows.map((r) => ({
    id: r.id,
    sender: r.sender === "vendor" ? "vendor" : "buyer",
    message: r.message,
    created_at: new Date(r.created_at).toISOString(),
  }));
  return { id: t.id, buyer: { name: t.name, clinic_name: t.clinic }, messages };
}

/** The seller answers in one of its own threads; the buyer gets it live, as with the publish command. */
export async function replyInConversation(vendorId: number, threadId: number, message: string) {
  const t = await ownThread(vendorId, threadId);
  const res = await vendorReply({ userId: t.userId, vendorId, message });
  return { message: res.message };
}
