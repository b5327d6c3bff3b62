import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { user, vendorMembers } from "@/db/schema";
import { sendMail } from "@/features/mail/server";
import { notify } from "@/features/notifications/server";
import { notifyBuyer, type LockedOrder } from "@/features/orders/server";

/** The vendor's owners and managers hear of a return (staff work orders, not money), in the app and by mail. */
export async function tellVendor(tx: Tx, vendorId: number, mail: { subject: string; body: string }) {
  const people = await tx
    .select({ id: user.id, email: user.email })
    .from(vendorMembers)
    .innerJoin(user, eq(user.id, vendorMembers.userId))
    .where(and(eq(vendorMembers.vendorId, vendorId), inArray(vendorMembers.role, ["owner", "manager"])));
  for (const p of people) {
    await notify(tx, {
      userId: p.id,
      type: "order",
      body: mail.body,
      message: "return",
      clickableLink: "/vendor/returns",
    });
    await sendMail(tx, { to: p.email, subject: mail.subject, body: `${mail.body}\n\nOpen /vendor/returns` });
  }
}

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
