import { describe, expect, it } from "vitest";
import { cheapestPerLine, neededByProblem, ownsRfq, rfqStatus } from "./rfq-rules";

describe("requests for quote", () => {
  it("takes a needed-by date from today to a year ahead", () => {
    expect(neededByProblem("2026-12-01", "2026-12-01")).toBeNull();
    expect(neededByProblem("2026-11-30", "2026-12-01")).toBe("The needed-by date cannot be in the past.");
    expect(neededByProblem("2028-01-01", "2026-12-01")).toBe("The needed-by date must be within a year.");
    expect(neededByProblem("2026-02-30", "2026-01-01")).toBe("The needed-by date must be a real date.");
  });
  it("belongs to the buyer who asked, and to members ordering for its clinic location", () => {
    const rfq = { userId: "a", locationId: 3 };
    expect(ownsRfq(rfq, { userId: "a", locationId: null })).toBe(true);
    expect(ownsRfq(rfq, { userId: "b", locationId: 3 })).toBe(true);
    expect(ownsRfq(rfq, { userId: "b", locationId: 4 })).toBe(false);
    expect(ownsRfq({ userId: "a", locationId: null }, { userId: "b", locationId: null })).toBe(false);
  });
  it("is open, quoted, accepted or closed by what the vendors did", () => {
    expect(rfqStatus(["open", "open"])).toBe("open");
    expect(rfqStatus(["quoted", "declined"])).toBe("quoted");
    expect(rfqStatus(["declined", "declined"])).toBe("closed");
    expect(rfqStatus(["accepted", "quoted"])).toBe("accepted");
  });
  it("marks the cheapest valid quote of each line", () => {
    const best = cheapestPerLine([
      { quoteId: 1, lineId: 10, priceCents: 500, valid: true },
      { quoteId: 2, lineId: 10, priceCents: 450, valid: true },
      { quoteId: 2, lineId: 11, priceCents: 900, valid: true },
      { quoteId: 1, lineId: 11, priceCents: 100, valid: false },
    ]);
    expect(best.get(10)).toBe(2);
    expect(best.get(11)).toBe(2);
  });
});
