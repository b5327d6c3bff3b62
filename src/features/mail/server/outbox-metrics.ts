import "server-only";
import { and, count, isNull, min } from "drizzle-orm";
import { getDb } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { gaugeOnScrape } from "@/lib/metrics";

/** Mail still to deliver and the age of the oldest, read from the outbox when Prometheus scrapes. */
export function defineOutboxMetrics(): void {
  const read = async () => {
    const db = await getDb();
    const [row] = await db
      .select({ n: count(), oldest: min(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
    return { n: Number(row?.n ?? 0), oldestAge: oldest ? Math.max(0, (Date.now() - oldest) / 1000) : 0 };
  };
  gaugeOnScrape("outbox_backlog", "Mail in the outbox not yet delivered (and not given up)", [], async (set) => {
    set({}, (await read()).n);
  });
  gaugeOnScrape("outbox_oldest_age_seconds", "Age of the oldest mail waiting in the outbox", [], async (set) => {
    set({}, (await read()).oldestAge);
  });
}
