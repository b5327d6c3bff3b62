import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { scalar } from "@/db/json";
import { user, vendorChatMessages, vendorChatThreads } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { latestMessages, vendorReply } from "./service";

const LIST_LIMIT = 100;
const MISSING = "This conversation does not exist.";

const t = vendorChatThreads;
const m = vendorChatMessages;
const sender = (s: string | null) => (s === "vendor" ? "vendor" : s === "buyer" ? "buyer" : null);

/** The seller's side of the chat: one row per buyer, newest first, with what the seller has not read yet. */
export async function vendorConversations(vendorId: number) {
  const db = await getDb();
  const last = (column: typeof m.message | typeof m.sender) =>
    scalar<string | null>(sql`select ${column} from ${m} where ${m.threadId} = ${t.id} order by ${m.id} desc limit 1`);
  const rows = await db
    .select({
      id: t.id,
      name: user.name,
      clinicName: user.clinicName,
      unread: t.unreadForVendor,
      updatedAt: t.updatedAt,
      lastMessage: last(m.message),
      lastSender: last(m.sender),
    })
    .from(t)
    .innerJoin(user, eq(user.id, t.userId))
    .where(eq(t.vendorId, vendorId))
    .orderBy(desc(t.updatedAt))
    .limit(LIST_LIMIT);
  const conversations = rows.map((r) => ({
    id: r.id,
    buyer: { name: r.name, clinic_name: r.clinicName },
    unread: r.unread,
    updated_at: new Date(r.updatedAt).toISOString(),
    last_message: r.lastMessage,
    last_sender: sender(r.lastSender),
  }));
  return { conversations, unread: conversations.reduce((n, c) => n + c.unread, 0) };
}
export type VendorConversationSummary = Awaited<ReturnType<typeof vendorConversations>>["conversations"][number];

/** The thread, only when it belongs to this vendor; another seller's thread is simply not there. */
async function ownThread(vendorId: number, threadId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ id: t.id, userId: t.userId, name: user.name, clinic: user.clinicName })
    .from(t)
    .innerJoin(user, eq(user.id, t.userId))
    .where(and(eq(t.id, threadId), eq(t.vendorId, vendorId)))
    .limit(1);
  if (!row) throw notFound(MISSING);
  return row;
}

/** One conversation, oldest message first; opening it clears the seller's unread count. */
export async function vendorConversation(vendorId: number, threadId: number) {
  const thread = await ownThread(vendorId, threadId);
  const db = await getDb();
  await db
    .update(t)
    .set({ unreadForVendor: 0 })
    .where(and(eq(t.id, thread.id), eq(t.vendorId, vendorId)));
  const messages = await latestMessages(db, thread.id);
  return { id: thread.id, buyer: { name: thread.name, clinic_name: thread.clinic }, messages };
}

/** The seller answers in one of its own threads; the buyer gets it live, as with the publish command. */
export async function replyInConversation(vendorId: number, threadId: number, message: string) {
  const thread = await ownThread(vendorId, threadId);
  const res = await vendorReply({ userId: thread.userId, vendorId, message });
  return { message: res.message };
}
