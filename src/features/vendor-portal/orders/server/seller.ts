import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import { orders } from "@/db/schema";
import type { VendorContext } from "../../server/access";

/** Orders belong to a vendor or a service provider (vendor_kind); a member sees only their seller's. */
export function sellerOrders(ctx: VendorContext): SQL {
  return ctx.vendorId !== null
    ? and(eq(orders.vendorId, ctx.vendorId), eq(orders.vendorKind, "vendor"))!
    : and(eq(orders.vendorId, ctx.serviceProviderId ?? -1), eq(orders.vendorKind, "service-provider"))!;
}
