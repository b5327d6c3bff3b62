import "server-only";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { defineJob, defineSchedule, enqueue } from "@/features/jobs/server";
import { getConfig } from "@/lib/config";
import { log } from "@/lib/logger";
import { deliverMail, type Mail } from "@/lib/mail";

// A slow SMTP server must not let a second delivery of the same row start while the first still talks.
const LEASE_SECONDS = 120;

/**
 * Delivers one outbox row: claims it for a short lease (so a retry and a sweep never both send it),
 * sends, and records the outcome. A transport failure is recorded on the row and thrown, so the queue
 * retries with backoff; the last failed attempt marks the row as given up (and the queue keeps a
 * dead-letter copy of the job).
 */
export const deliverMailJob = defineJob<{ outboxId: number }>({
  name: "mail-deliver",
  retryLimit: 6,
  retryDelaySeconds: 15,
  pollingIntervalSeconds: 2,
  handler: async ({ outboxId }, attempt) => {
    if (!getConfig().SMTP_URL) return; // no transport: the mail waits in the outbox for the sweep
    const db = await getDb();
    const [row] = await db
      .update(mailOutbox)
      .set({ claimedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(
        and(
          eq(mailOutbox.id, outboxId),
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
          or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
        ),
      )
      .returning();
    if (!row) return; // sent, given up, or being sent right now
    const logger = log("mail");
    try {
      const sentAt = await deliverMail(row);
      logger.info({ outboxId: row.id, attempt: attempt.retryCount + 1 }, "mail delivered");
      await db
        .update(mailOutbox)
        .set({ sentAt, attempts: row.attempts + 1, lastError: null, claimedUntil: null })
        .where(eq(mailOutbox.id, row.id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      logger.warn({ outboxId: row.id, attempt: attempt.retryCount + 1, err: message }, "mail delivery failed");
      await db
        .update(mailOutbox)
        .set({
          attempts: row.attempts + 1,
          lastError: message.slice(0, 500),
          claimedUntil: null,
          failedAt: attempt.isLastAttempt ? new Date() : null,
        })
        .where(eq(mailOutbox.id, row.id));
      throw err;
    }
  },
});

/** Every ten minutes: mail written while there was no SMTP (or before the queue existed) gets a delivery job. */
export const mailSweepJob = defineJob<{ olderThanSeconds: number }>({
  name: "mail-sweep",
  retryLimit: 1,
  pollingIntervalSeconds: 30,
  handler: async ({ olderThanSeconds }) => {
    if (!getConfig().SMTP_URL) return;
    const db = await getDb();
    const waiting = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
          lt(mailOutbox.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
          or(isNull(mailOutbox.claimedUntil), gt(sql`now()`, mailOutbox.claimedUntil)),
        ),
      )
      .limit(500);
    for (const { id } of waiting) await enqueue(db, deliverMailJob, { outboxId: id });
  },
});
defineSchedule(mailSweepJob, "*/10 * * * *", { olderThanSeconds: 300 });

/**
 * Records a mail in the outbox and writes its delivery job, both in the caller's transaction: a
 * rolled-back request leaves no mail, and a committed one is delivered after commit (SMTP when
 * SMTP_URL is set), retried with backoff when the transport fails. Callers without a transaction
 * pass their own handle.
 */
export async function sendMail(tx: Tx, mail: Mail): Promise<{ outboxId: number }> {
  const [row] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  await enqueue(tx, deliverMailJob, { outboxId: row!.id });
  return { outboxId: row!.id };
}
