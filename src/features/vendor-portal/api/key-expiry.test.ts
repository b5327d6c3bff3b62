import { describe, expect, it } from "vitest";
import { keyExpiresAt, keyExpiryProblem, keyState } from "./key-expiry";

describe("API key expiry", () => {
  it("takes today up to three years ahead", () => {
    expect(keyExpiryProblem("2026-05-01", "2026-05-01")).toBeNull();
    expect(keyExpiryProblem("2029-05-01", "2026-05-01")).toBeNull();
    expect(keyExpiryProblem("2029-05-02", "2026-05-01")).toBe(
      "The expiry can be at most 3 years ahead; leave it empty for a key that does not expire.",
    );
    expect(keyExpiryProblem("2026-04-30", "2026-05-01")).toBe("The expiry cannot be in the past.");
    expect(keyExpiryProblem("1/5/2027", "2026-05-01")).toBe("The expiry must be a date like 2027-03-31.");
  });
  it("a key works through its expiry day and not a moment after", () => {
    const expiresAt = keyExpiresAt("2026-05-01");
    expect(keyState({ revokedAt: null, expiresAt }, new Date("2026-05-01T23:59:59.998Z"))).toBe("active");
    expect(keyState({ revokedAt: null, expiresAt }, new Date("2026-05-02T00:00:00.000Z"))).toBe("expired");
    expect(keyState({ revokedAt: null, expiresAt: null }, new Date("2099-01-01"))).toBe("active");
    expect(keyState({ revokedAt: new Date("2026-04-01"), expiresAt }, new Date("2026-04-02"))).toBe("revoked");
  });
});
