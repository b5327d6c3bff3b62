import { describe, expect, it } from "vitest";
import nextConfig from "../../next.config";

describe("security headers", () => {
  it("sends CSP, framing, sniffing and referrer headers on every path, HSTS only over HTTPS", async () => {
    const rules = (await nextConfig("phase-production-server").headers!())!;
    const all = rules.find((r) => r.source === "/:path*" && !r.has)!;
    const byKey = Object.fromEntries(all.headers.map((h) => [h.key, h.value]));
    expect(byKey["Content-Security-Policy"]).toContain("frame-ancestors 'self'");
    expect(byKey["Content-Security-Policy"]).toContain("object-src 'none'");
    expect(byKey["Content-Security-Policy"]).not.toContain("unsafe-eval");
    expect(byKey["X-Frame-Options"]).toBe("SAMEORIGIN");
    expect(byKey["X-Content-Type-Options"]).toBe("nosniff");
    expect(byKey["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(byKey["Strict-Transport-Security"]).toBeUndefined();
    const https = rules.find((r) => r.has?.some((c) => c.key === "x-forwarded-proto" && c.value === "https"))!;
    expect(https.headers.map((h) => h.key)).toEqual(["Strict-Transport-Security"]);
  });
});
