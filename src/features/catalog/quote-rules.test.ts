import { describe, expect, it } from "vitest";
import { latestQuote, priceForBuyer, quoteDate, quoteExpiredMessage, quoteValid } from "./quote-rules";

const now = new Date("2026-11-23T12:00:00Z");
const quote = { priceCents: 4250, validUntil: new Date("2026-11-30T23:59:59.999Z") };
const lapsed = { priceCents: 4250, validUntil: new Date("2026-11-22T23:59:59.999Z") };

describe("priceForBuyer", () => {
  it("leaves the product's own rule alone without a quote", () => {
    expect(priceForBuyer({ seePrice: "request", unitCents: 9900, quote: null, now })).toEqual({
      seePrice: "request",
      unitCents: 9900,
      quote: null,
      expiredQuote: null,
    });
  });

  it("opens a request product at the quoted price while the quote is valid", () => {
    const p = priceForBuyer({ seePrice: "request", unitCents: 9900, quote, now });
    expect(p).toMatchObject({ seePrice: "login", unitCents: 4250, quote, expiredQuote: null });
    expect(priceForBuyer({ seePrice: "already-requested", unitCents: null, quote, now }).unitCents).toBe(4250);
  });

  it("is valid through the last instant of its date and not after", () => {
    expect(quoteValid(quote, new Date("2026-11-30T23:59:59.999Z"))).toBe(true);
    expect(quoteValid(quote, new Date("2026-12-01T00:00:00.000Z"))).toBe(false);
  });

  it("goes back to the normal rule when the quote has lapsed, and says which quote", () => {
    const p = priceForBuyer({ seePrice: "request", unitCents: 9900, quote: lapsed, now });
    expect(p).toEqual({ seePrice: "request", unitCents: 9900, quote: null, expiredQuote: lapsed });
  });

  it("gives the lower price when the product's own visible price is below the quote", () => {
    expect(priceForBuyer({ seePrice: "login", unitCents: 3000, quote, now })).toMatchObject({
      seePrice: "login",
      unitCents: 3000,
    });
    expect(priceForBuyer({ seePrice: "without_login", unitCents: 5000, quote, now }).unitCents).toBe(4250);
    expect(priceForBuyer({ seePrice: "login", unitCents: null, quote, now }).unitCents).toBe(4250);
  });

  it("never applies a quote of no price", () => {
    expect(priceForBuyer({ seePrice: "request", unitCents: 9900, quote: { ...quote, priceCents: 0 }, now }).quote).toBe(
      null,
    );
  });
});

describe("latestQuote", () => {
  it("takes the newest answer, even when it has lapsed and an older one has not", () => {
    const older = { ...quote, createdAt: "2026-11-01T00:00:00Z" };
    const newer = { ...lapsed, createdAt: "2026-11-10T00:00:00Z" };
    expect(latestQuote([older, newer])).toBe(newer);
    expect(latestQuote([])).toBe(null);
  });
});

describe("messages", () => {
  it("names the price, the product and the date", () => {
    expect(quoteDate(quote)).toBe("2026-11-30");
    expect(quoteExpiredMessage("Suture kit", lapsed)).toBe(
      "The quoted price of $42.50 for Suture kit expired on 2026-11-22; request a new price to buy it.",
    );
  });
});
