import "server-only";
import type { Tx } from "@/db/client";
import { sendMail } from "@/features/mail/server";
import { notifyBuyer, type LockedOrder } from "@/features/orders/server";

/** The buyer hears of each step on the order's notification and by mail to the order's address. */
export async function tellBuyer(
  tx: Tx,
  o: LockedOrder & { email: string },
  mail: { subject: string; body: string; tone?: "cancelled" },
) {
  await notifyBuyer(tx, o, mail.tone ?? "return", mail.body);
  await sendMail(tx, {
    to: o.email,
    subject: mail.subject,
    body: `${mail.body}\n\nOpen /user/order-details/${o.id}`,
  });
}
