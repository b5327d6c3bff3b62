import { describe, expect, it } from "vitest";
import { trackingUrl } from "./tracking";

describe("trackingUrl", () => {
  it("links each known carrier's tracking page, however the carrier was typed", () => {
    expect(trackingUrl("UPS", "1Z999AA10123456784")).toBe("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(trackingUrl("ups ground", "1Z 999 AA1")).toBe("https://www.ups.com/track?tracknum=1Z999AA1");
    expect(trackingUrl("FedEx", "771234567890")).toBe("https://www.fedex.com/fedextrack/?trknbr=771234567890");
    expect(trackingUrl("Fed Ex Ground", "771234567890")).toContain("fedex.com");
    expect(trackingUrl("USPS", "9400111899223100000000")).toBe(
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100000000",
    );
    expect(trackingUrl("U.S. Postal Service", "9400111899223100000000")).toContain("usps.com");
    expect(trackingUrl("DHL Express", "1234567890")).toContain("dhl.com");
    expect(trackingUrl("OnTrac", "C11111111111111")).toContain("ontrac.com");
  });

  it("gives no link for an unknown carrier or a number that is not one", () => {
    expect(trackingUrl("Local courier", "12345")).toBeNull();
    expect(trackingUrl("UPS", "")).toBeNull();
    expect(trackingUrl("UPS", "abc")).toBeNull();
    expect(trackingUrl("UPS", "1Z<script>")).toBeNull();
    expect(trackingUrl(null, "1Z999AA10123456784")).toBeNull();
    expect(trackingUrl("Upstate Freight", "12345678")).toBeNull();
  });
});
