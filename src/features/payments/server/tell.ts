import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { vendorMembers } from "@/db/schema";
import { notify } from "@/features/notifications/server";

/** Every portal user of the vendor hears about a money step of one of its orders (a row of this transaction). */
export async function tellSeller(tx: Tx, vendorId: number, orderId: number, body: string, alert = false) {
  const members = await tx
    .select({ userId: vendorMembers.userId })
    .from(vendorMembers)
    .where(and(eq(vendorMembers.vendorId, vendorId), isNotNull(vendorMembers.acceptedAt)));
  for (const m of members)
    await notify(tx, {
      userId: m.userId,
      type: "order",
      orderId,
      body,
      alertType: alert ? "error" : "success",
      clickableLink: `/vendor/orders/${orderId}`,
    });
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
