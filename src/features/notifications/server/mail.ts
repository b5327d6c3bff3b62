import "server-only";
import type { Transporter } from "nodemailer";
import type { Tx } from "@/db/client";
import { mailOutbox } from "@/db/schema";

export type Mail = { to: string; subject: string; body: string };

export const MAIL_FROM = () => process.env.MAIL_FROM || "DVM Market <no-reply@dvm.market>";

const holder = globalThis as unknown as { __dvmSmtp?: { url: string; transport: Promise<Transporter> } };

async function transport(url: string): Promise<Transporter> {
  if (holder.__dvmSmtp?.url !== url) {
    holder.__dvmSmtp = { url, transport: import("nodemailer").then((m) => m.createTransport(url)) };
  }
  return holder.__dvmSmtp.transport;
}

/**
 * Sends through SMTP when SMTP_URL is set; every mail is also recorded in the outbox table so it
 * can be read back (`npm run outbox`). Without SMTP, or when SMTP fails, the row stays unsent
 * (sent_at null) for a later retry, and the caller is not failed: the request it reports on is
 * already stored. Joins the caller's transaction, so a rolled-back request leaves no mail behind.
 */
export async function sendMail(tx: Tx, mail: Mail): Promise<{ sent: boolean }> {
  const url = process.env.SMTP_URL;
  let sentAt: Date | null = null;
  if (url) {
    try {
      await (await transport(url)).sendMail({ from: MAIL_FROM(), to: mail.to, subject: mail.subject, text: mail.body });
      sentAt = new Date();
    } catch (err) {
      console.error("[mail] SMTP delivery failed; kept in the outbox", err instanceof Error ? err.message : err);
    }
  }
  await tx.insert(mailOutbox).values({ ...mail, sentAt });
  return { sent: sentAt !== null };
}
