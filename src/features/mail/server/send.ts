import "server-only";
import type { Tx } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { deliverMail, type Mail } from "@/lib/mail";

/**
 * Sends through SMTP when SMTP_URL is set; every mail is also recorded in the outbox table so it
 * can be read back (`npm run outbox`). Without SMTP, or when SMTP fails, the row stays unsent
 * (sent_at null) for a later retry, and the caller is not failed: the request it reports on is
 * already stored. Joins the caller's transaction, so a rolled-back request leaves no mail behind.
 */
export async function sendMail(tx: Tx, mail: Mail): Promise<{ sent: boolean }> {
  const sentAt = await deliverMail(mail);
  await tx.insert(mailOutbox).values({ ...mail, sentAt });
  return { sent: sentAt !== null };
}
