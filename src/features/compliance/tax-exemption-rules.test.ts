import { describe, expect, it } from "vitest";
import { countingExemption, exemptionLabel, exemptionStatusText, type ExemptionRow } from "./tax-exemption-rules";

const now = new Date("2026-11-01T00:00:00Z");
const row = (over: Partial<ExemptionRow>): ExemptionRow => ({
  id: 1,
  certificateNumber: "12-3456789",
  state: "TX",
  status: "verified",
  expiresAt: null,
  ...over,
});

describe("tax exemption rules", () => {
  it("only a verified certificate in date counts, the newest first", () => {
    expect(countingExemption([row({ status: "pending" })], now)).toBeNull();
    expect(countingExemption([row({ status: "rejected" })], now)).toBeNull();
    expect(countingExemption([row({ expiresAt: new Date("2026-10-31T00:00:00Z") })], now)).toBeNull();
    expect(countingExemption([row({ id: 1 }), row({ id: 2, certificateNumber: "NEW" })], now)?.certificateNumber).toBe(
      "NEW",
    );
    expect(countingExemption([row({ expiresAt: new Date("2027-01-01T00:00:00Z") })], now)?.id).toBe(1);
  });

  it("names the certificate and its state for the clinic", () => {
    expect(exemptionLabel(row({}))).toBe("TX 12-3456789");
    expect(exemptionStatusText(row({ status: "pending" }), now)).toBe("Waiting for verification");
    expect(exemptionStatusText(row({ expiresAt: new Date("2026-01-01T00:00:00Z") }), now)).toBe("Expired");
    expect(exemptionStatusText(row({}), now)).toMatch(/^Verified/);
  });
});
