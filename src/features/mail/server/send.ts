import "server-only";
import type { Db } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { deliverMail, type Mail } from "@/lib/mail";

/**
 * Sends through SMTP when SMTP_URL is set; every mail is also recorded in the outbox table so it
 * can be read back (`npm run outbox`). Without SMTP, or when SMTP fails, the row stays unsent
 * (sent_at null) for a later retry, and the caller is not failed: the request it reports on is
 * already stored.
 */
export async function sendMail(db: Db, mail: Mail): Promise<{ sent: boolean }> {
  const sentAt = await deliverMail(mail);
  await db.insert(mailOutbox).values({ ...mail, sentAt });
  return { sent: sentAt !== null };
}
