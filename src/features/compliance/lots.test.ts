import { describe, expect, it } from "vitest";
import { expiresWithin } from "./lots";

const now = new Date("2026-11-23T00:00:00Z");

describe("lots expiring within 90 days", () => {
  it("counts lots inside the window and those already expired, not later or unknown ones", () => {
    expect(expiresWithin("2027-01-15", now)).toBe(true);
    expect(expiresWithin("2026-10-01", now)).toBe(true);
    expect(expiresWithin("2027-06-30", now)).toBe(false);
    expect(expiresWithin(null, now)).toBe(false);
    expect(expiresWithin("soon", now)).toBe(false);
  });
  it("reads a month-only expiry as the month's last day", () => {
    expect(expiresWithin("2027-01", now)).toBe(true); // 31 Jan 2027: 69 days
    expect(expiresWithin("2027-02", now)).toBe(false); // 28 Feb 2027: 97 days
    expect(expiresWithin("2027-02", now, 97)).toBe(true);
  });
});
