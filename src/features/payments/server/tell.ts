import "server-only";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { user, vendorMembers } from "@/db/schema";
import { sendMail } from "@/features/mail/server";
import { notify } from "@/features/notifications/server";

/** The seller of an order: `orders.vendorId` read with `orders.vendorKind` (a vendor or a service provider). */
export type SellerRef = { id: number; kind: string };

export type SellerNotice = {
  body: string;
  /** the portal page the notice opens */
  link: string;
  orderId?: number;
  alert?: boolean;
  /** the notification's message tag ("return", …); the order's own tag when absent */
  message?: string;
  /** also sent by mail with this subject */
  mailSubject?: string;
  /** owners and managers only (money and returns); every accepted member otherwise */
  managersOnly?: boolean;
};

/**
 * The seller's portal users hear of a step on one of its orders, as a row of the caller's transaction.
 * A vendor's and a service provider's ids overlap, so the kind picks the membership column.
 */
export async function tellSeller(tx: Tx, seller: SellerRef, notice: SellerNotice) {
  const shop =
    seller.kind === "service-provider"
      ? eq(vendorMembers.serviceProviderId, seller.id)
      : eq(vendorMembers.vendorId, seller.id);
  const people = await tx
    .select({ id: user.id, email: user.email })
    .from(vendorMembers)
    .innerJoin(user, eq(user.id, vendorMembers.userId))
    .where(
      and(
        shop,
        isNotNull(vendorMembers.acceptedAt),
        notice.managersOnly ? inArray(vendorMembers.role, ["owner", "manager"]) : undefined,
      ),
    );
  for (const p of people) {
    await notify(tx, {
      userId: p.id,
      type: "order",
      orderId: notice.orderId,
      body: notice.body,
      message: notice.message,
      alertType: notice.alert ? "error" : "success",
      clickableLink: notice.link,
    });
    if (notice.mailSubject)
      await sendMail(tx, { to: p.email, subject: notice.mailSubject, body: `${notice.body}\n\nOpen ${notice.link}` });
  }
}

/** The buyer hears about a money step of their order. */
export function tellBuyer(tx: Tx, userId: string, orderId: number, body: string, alert = false) {
  return notify(tx, {
    userId,
    type: "order",
    orderId,
    body,
    alertType: alert ? "error" : "success",
    clickableLink: `/user/order-details/${orderId}`,
  });
}
