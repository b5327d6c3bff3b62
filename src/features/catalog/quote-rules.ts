/**
 * Which price applies when a vendor has quoted this buyer a price (issue 16, requests inbox): pure, so the
 * product page, add-to-cart, the cart and checkout all decide the same way. A quote belongs to one buyer;
 * every other viewer keeps the product's own see_price rule.
 */
import { formatUsd } from "../../lib/money";
import type { SeePrice } from "./rules";

/** A vendor's price for one buyer and one product, valid through `validUntil` (inclusive). */
export type Quote = { priceCents: number; validUntil: Date | string };

export type BuyerPricing = {
  seePrice: SeePrice;
  unitCents: number | null;
  /** The quote in force now, if any. */
  quote: Quote | null;
  /** The newest quote when it has lapsed, so callers can say why the price went back. */
  expiredQuote: Quote | null;
};

const time = (d: Date | string) => (d instanceof Date ? d : new Date(d)).getTime();

export function quoteValid(quote: Quote, now: Date): boolean {
  return quote.priceCents > 0 && now.getTime() <= time(quote.validUntil);
}

/** The newest quote decides: an older quote never comes back when a newer one lapses. */
export function latestQuote<Q extends Quote & { createdAt: Date | string }>(quotes: readonly Q[]): Q | null {
  return quotes.reduce<Q | null>(
    (best, q) => (best === null || time(q.createdAt) > time(best.createdAt) ? q : best),
    null,
  );
}

/**
 * The price this buyer sees and pays. A valid quote opens a 'request' product to this buyer as if its price
 * were shown after sign-in, at the quoted price; when the product's own price is visible and lower (a sale
 * started after the quote), the buyer gets the lower one. A lapsed quote changes nothing.
 */
export function priceForBuyer(input: {
  seePrice: SeePrice;
  unitCents: number | null;
  quote: Quote | null;
  now: Date;
}): BuyerPricing {
  const { seePrice, unitCents, quote, now } = input;
  if (!quote) return { seePrice, unitCents, quote: null, expiredQuote: null };
  if (!quoteValid(quote, now)) return { seePrice, unitCents, quote: null, expiredQuote: quote };
  const ownVisible = (seePrice === "login" || seePrice === "without_login") && unitCents !== null && unitCents > 0;
  return {
    seePrice: ownVisible ? seePrice : "login",
    unitCents: ownVisible ? Math.min(unitCents, quote.priceCents) : quote.priceCents,
    quote,
    expiredQuote: null,
  };
}

/** The date a quote runs through, as the vendor entered it (stored as the end of that UTC day). */
export function quoteDate(quote: Quote): string {
  return new Date(time(quote.validUntil)).toISOString().slice(0, 10);
}

export function quoteExpiredMessage(productName: string, quote: Quote): string {
  return `The quoted price of ${formatUsd(quote.priceCents)} for ${productName} expired on ${quoteDate(quote)}; request a new price to buy it.`;
}
