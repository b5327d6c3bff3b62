/**
 * Pure order-lifecycle rules: which status may follow which, and what the buyer is told at
 * each step. No I/O; the lifecycle service and checkout both use them.
 */

export const ORDER_STATUSES = ["placed", "confirmed", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ["confirmed", "cancelled"],
  confirmed: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/**
 * A card order waits for its payment: until it is captured the vendor may not confirm, ship or deliver it
 * (it may still be cancelled). Returns the sentence that refuses, or null.
 */
export function awaitingPaymentRefusal(to: OrderStatus, paymentStatus: string): string | null {
  if (paymentStatus !== "awaiting" || to === "cancelled" || to === "placed") return null;
  return "This order is awaiting the buyer's card payment: it can be confirmed and shipped once the payment is received.";
}

export function orderStatusMessage(orderNumber: string, status: OrderStatus, tracking?: string | null): string {
  switch (status) {
    case "placed":
      return `Your order ${orderNumber} has been placed.`;
    case "confirmed":
      return `Your order ${orderNumber} has been confirmed by the vendor.`;
    case "shipped":
      return `Your order ${orderNumber} has shipped${tracking ? ` (tracking ${tracking})` : ""}.`;
    case "delivered":
      return `Your order ${orderNumber} has been delivered.`;
    case "cancelled":
      return `Your order ${orderNumber} has been cancelled.`;
  }
}

/**
 * What buyer and vendor read as the order's state: an order still open (placed or confirmed) with some
 * units already on their way is "partly shipped", not "confirmed"; the stored status moves to shipped
 * only with its last parcel.
 */
export type ShownStatus = OrderStatus | "partly_shipped";
export function shownStatus(status: string, unitsShipped: number): ShownStatus {
  if ((status === "placed" || status === "confirmed") && unitsShipped > 0) return "partly_shipped";
  return status as OrderStatus;
}

/** "partly_shipped" → "Partly shipped", "confirmed" → "Confirmed". */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The track-order result links to the order; only a visitor is told that it needs a sign-in. */
export function orderDetailsLinkLabel(signedIn: boolean): string {
  return signedIn ? "Order details" : "Order details (sign in)";
}

/** What buyer, vendor and operator read for an order's payment. */
export function paymentStatusLabel(method: string, status: string): string {
  if (method !== "card") return "Invoice (net 30)";
  const labels: Record<string, string> = { awaiting: "Awaiting payment", paid: "Paid", voided: "Payment voided" };
  return labels[status] ?? status;
}
