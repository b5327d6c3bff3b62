import "server-only";
import type { Transporter } from "nodemailer";
import { getConfig } from "./config";

export type Mail = { to: string; subject: string; body: string };

export const MAIL_FROM = () => getConfig().MAIL_FROM;

const holder = globalThis as unknown as { __dvmSmtp?: { url: string; transport: Promise<Transporter> } };

async function transport(url: string): Promise<Transporter> {
  if (holder.__dvmSmtp?.url !== url) {
    holder.__dvmSmtp = { url, transport: import("nodemailer").then((m) => m.createTransport(url)) };
  }
  return holder.__dvmSmtp.transport;
}

/**
 * Delivers through SMTP when SMTP_URL is set: the time it was sent, or null when there is no SMTP.
 * A transport failure throws: the caller (the mail delivery job) records it and retries later.
 */
export async function deliverMail(mail: Mail): Promise<Date | null> {
  const url = getConfig().SMTP_URL;
  if (!url) return null;
  await (await transport(url)).sendMail({ from: MAIL_FROM(), to: mail.to, subject: mail.subject, text: mail.body });
  return new Date();
}
