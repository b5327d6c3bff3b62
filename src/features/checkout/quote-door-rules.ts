/**
 * The door's rule for a line bought at an RFQ quote (issue 43): the quote is only ever given to the buyer (or
 * the clinic location) it was made for, for the quantity quoted, until it expires. Pure, so the door and its
 * tests judge the same way; the sentence says what to do.
 */
import { formatUsd } from "@/lib/money";

export type HeldQuote = {
  priceCents: number;
  quantity: number;
  validUntil: Date;
  userId: string;
  locationId: number | null;
  accepted: boolean;
};

export function rfqQuoteProblem(input: {
  quote: HeldQuote;
  label: string;
  quantity: number;
  buyerId: string;
  /** the clinic location the order is for, if any */
  locationId: number | null;
  now: Date;
}): string | null {
  const { quote, label, quantity, buyerId, locationId, now } = input;
  const forThisBuyer = quote.userId === buyerId || (quote.locationId !== null && quote.locationId === locationId);
  if (!forThisBuyer || !quote.accepted)
    return `The quoted price for ${label} was not made for you; remove the line and add it again at the listed price.`;
  if (now.getTime() > quote.validUntil.getTime())
    return `The quoted price of ${formatUsd(quote.priceCents)} for ${label} expired on ${quote.validUntil.toISOString().slice(0, 10)}; remove the line or ask the vendor for a new quote.`;
  if (quantity > quote.quantity)
    return `${label}: the quoted price covers ${quote.quantity}; lower the quantity to ${quote.quantity} or less.`;
  return null;
}
