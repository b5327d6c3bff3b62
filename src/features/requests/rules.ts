/**
 * Rules for buyer-to-vendor requests that are not in SPEC text but a vendor would want
 * (one open request at a time, a monthly sample allowance). Pure, unit tested.
 */

export const DEFAULT_SAMPLE_MONTHLY_LIMIT = 5;

/**
 * Per-buyer samples per calendar month (UTC), read leniently from text: 0 turns samples off, anything
 * unreadable means the default. The server's SAMPLE_MONTHLY_LIMIT is validated strictly in lib/config.
 */
export function sampleMonthlyLimit(raw: string | undefined): number {
  const n = Number(raw);
  return raw !== undefined && raw.trim() !== "" && Number.isInteger(n) && n >= 0 ? n : DEFAULT_SAMPLE_MONTHLY_LIMIT;
}

/** Start of the calendar month (UTC) that `now` falls in: the window the cap counts. */
export function monthStartUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export const REQUEST_MESSAGES = {
  priceSent: "Your price request has been sent to the vendor.",
  priceRepeat: "You have already requested the price for this product. The vendor will get back to you.",
  priceNotOnRequest: "The price of this product is not on request.",
  sampleSent: "Your sample request has been sent to the vendor.",
  samplePending: "You already have a pending sample request for this product.",
  sampleUnavailable: "Samples are not available for this product.",
  sampleSalesRep: "Sales representatives cannot request samples.",
  wrongVendor: "This vendor does not sell this product.",
  productMissing: "Product not found.",
  hiddenVendor: "Requests are not available for this vendor.",
  logoNotOffered: "Free logo printing is not offered for this product.",
  logoSalesRep: "Logo printing is not available for sales representatives.",
  logoOutOfStock: "Logo printing is only available for products in stock.",
  logoNoPrice: "Logo printing is only available for products with a price.",
  logoSaved: "Logo saved.",
  logoRemoved: "Logo removed.",
  logoNone: "There is no saved logo for this product.",
} as const;

export function sampleLimitMessage(limit: number): string {
  return `You have reached the limit of ${limit} sample request${limit === 1 ? "" : "s"} this month.`;
}

/** Markup that turns a PNG into a PNG/HTML polyglot when a browser sniffs it. */
const MARKUP = ["<html", "<script", "<svg", "<iframe", "<body", "<!doctype", "<?php", "<object", "<embed"];

/** True when the bytes carry HTML/script markup anywhere (ancillary chunks or after IEND). */
export function containsMarkup(bytes: Uint8Array): boolean {
  // One character per byte (latin1), so positions and lengths match the file. Not Node's Buffer:
  // this module also reaches the product page, where Buffer would pull a polyfill into its first load.
  let text = "";
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  text = text.toLowerCase();
  return MARKUP.some((m) => text.includes(m));
}

/** Server-chosen stored names look like this; anything else is never read from disk. */
export const STORED_LOGO_NAME = /^logo-[0-9a-f]{32}\.png$/;

/**
 * What the sample button says for the buyer's latest sample request of a product: a pending one
 * keeps it disabled and says so; once the vendor answers, the answer shows and a new request is allowed.
 */
export function sampleButtonState(status: string | null | undefined): {
  label: string;
  disabled: boolean;
  note: string | null;
} {
  switch (status) {
    case null:
    case undefined:
    case "":
      return { label: "Request a Sample", disabled: false, note: null };
    case "pending":
      return { label: "Sample requested", disabled: true, note: "Waiting for the vendor to answer." };
    case "approved":
    case "accepted":
      return { label: "Request a Sample", disabled: false, note: "Your last sample request was approved." };
    case "shipped":
      return { label: "Request a Sample", disabled: false, note: "Your last sample has shipped." };
    case "declined":
    case "rejected":
      return { label: "Request a Sample", disabled: false, note: "Your last sample request was declined." };
    default:
      return { label: "Request a Sample", disabled: false, note: `Your last sample request: ${status}.` };
  }
}
