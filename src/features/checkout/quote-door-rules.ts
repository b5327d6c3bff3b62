/**
 * The door's rule for a line bought at an RFQ quote (issue 43): the quote is only ever given to the buyer (or
 * the clinic location) it was made for, for the quantity quoted (once, across orders), until it expires. Pure, so the door and its
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
  /** units already bought at this quote by earlier orders */
  ordered: number;
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
  const left = Math.max(0, quote.quantity - quote.ordered);
  if (left === 0)
    return `The quoted price for ${label} covered ${quote.quantity} and all of them have been ordered; remove the line or ask the vendor for a new quote.`;
  if (quantity > left)
    return `${label}: the quoted price covers ${left}${quote.ordered ? " more" : ""}; lower the quantity to ${left} or less.`;
  return null;
}
