// No "server-only" here: `npm run outbox` reads the outbox from plain Node.
import { desc, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { mailOutbox } from "@/db/schema";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Latest mails first; `unsentOnly` lists what still waits for delivery (no SMTP, or it failed). */
export async function readOutbox(opts: { limit?: number; unsentOnly?: boolean } = {}): Promise<OutboxRow[]> {
  const db = await getDb();
  const q = db.select().from(mailOutbox);
  const filtered = opts.unsentOnly ? q.where(isNull(mailOutbox.sentAt)) : q;
  return filtered.orderBy(desc(mailOutbox.id)).limit(opts.limit ?? 20);
}
