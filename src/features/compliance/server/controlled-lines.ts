import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { orderItems, products } from "@/db/schema";
import { SCHEDULES } from "../rules";

export const SHIP_CONTROLLED_IN_PORTAL =
  "An order with controlled items is shipped from the vendor portal, which records each line's lot and expiry and checks the Schedule II form.";

/** Whether an order holds a Schedule II-V line: such an order ships only where lots and forms are checked. */
export async function hasControlledLines(tx: Tx, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), inArray(products.regulatoryClass, [...SCHEDULES])));
  return (row?.n ?? 0) > 0;
}
