import { describe, expect, it } from "vitest";
import { rfqQuoteProblem, type HeldQuote } from "./quote-door-rules";

const quote: HeldQuote = {
  priceCents: 4250,
  quantity: 10,
  validUntil: new Date("2026-12-10T23:59:59.999Z"),
  userId: "buyer-a",
  locationId: 7,
  accepted: true,
  ordered: 0,
};
const base = { quote, label: "Gauze", quantity: 10, buyerId: "buyer-a", locationId: null, now: new Date("2026-12-01") };

describe("a line at an RFQ quote at the door", () => {
  it("passes for the buyer who asked, within the quantity and the date", () => {
    expect(rfqQuoteProblem(base)).toBeNull();
    expect(rfqQuoteProblem({ ...base, quantity: 3, now: new Date("2026-12-10T23:00:00Z") })).toBeNull();
  });
  it("passes for another member ordering for the clinic location it was asked for", () => {
    expect(rfqQuoteProblem({ ...base, buyerId: "buyer-b", locationId: 7 })).toBeNull();
  });
  it("refuses another buyer, another location, and a quote not accepted", () => {
    expect(rfqQuoteProblem({ ...base, buyerId: "buyer-b" })).toMatch(/was not made for you/);
    expect(rfqQuoteProblem({ ...base, buyerId: "buyer-b", locationId: 8 })).toMatch(/was not made for you/);
    expect(rfqQuoteProblem({ ...base, quote: { ...quote, accepted: false } })).toMatch(/was not made for you/);
  });
  it("refuses an expired quote with its price and date", () => {
    expect(rfqQuoteProblem({ ...base, now: new Date("2026-12-11T00:00:01Z") })).toBe(
      "The quoted price of $42.50 for Gauze expired on 2026-12-10; remove the line or ask the vendor for a new quote.",
    );
  });
  it("refuses more than the quantity quoted", () => {
    expect(rfqQuoteProblem({ ...base, quantity: 11 })).toBe(
      "Gauze: the quoted price covers 10; lower the quantity to 10 or less.",
    );
  });
  it("covers its quantity once across orders: what earlier orders bought is used up", () => {
    const used = { ...quote, ordered: 6 };
    expect(rfqQuoteProblem({ ...base, quote: used, quantity: 4 })).toBeNull();
    expect(rfqQuoteProblem({ ...base, quote: used, quantity: 5 })).toBe(
      "Gauze: the quoted price covers 4 more; lower the quantity to 4 or less.",
    );
    expect(rfqQuoteProblem({ ...base, quote: { ...quote, ordered: 10 }, quantity: 1 })).toBe(
      "The quoted price for Gauze covered 10 and all of them have been ordered; remove the line or ask the vendor for a new quote.",
    );
  });
});
