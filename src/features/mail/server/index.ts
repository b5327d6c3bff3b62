import "server-only";
// Server seam of mail: send a mail (SMTP when configured, always recorded) and read the outbox.
export { readOutbox, type OutboxRow } from "./outbox";
export { sendMail } from "./send";
export type { Mail } from "@/lib/mail";
export { defineOutboxMetrics } from "./outbox-metrics";
