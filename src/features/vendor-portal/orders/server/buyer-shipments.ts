import "server-only";
import { getDb } from "@/db/client";
import { orderShipments } from "./order-queries";

/** The parcels of one order for its buyer's order page; the caller has already checked the order is theirs. */
export async function buyerShipments(orderId: number) {
  return orderShipments(await getDb(), orderId);
}
