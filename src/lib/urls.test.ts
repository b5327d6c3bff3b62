import { describe, expect, it } from "vitest";
import { safeRedirect } from "./urls";

const ORIGIN = "https://dvm.market";

describe("safeRedirect", () => {
  it.each([
    ["/cart", "/cart"],
    ["/all-search-results/search/gloves?page=2#top", "/all-search-results/search/gloves?page=2#top"],
    ["/dashboard/user/u1", "/dashboard/user/u1"],
    ["/café", "/caf%C3%A9"],
  ])("keeps the same-site path %s", (target, expected) => {
    expect(safeRedirect(target, ORIGIN)).toBe(expected);
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    ["protocol-relative", "//evil.example"],
    ["slash backslash", "/\\evil.example"],
    ["backslashes", "\\\\evil.example"],
    ["tab between slashes (the audit's case)", "/\t/evil.example"],
    ["CR/LF between slashes", "/\r\n/evil.example"],
    ["absolute URL", "https://evil.example/"],
    ["javascript:", "javascript:alert(1)"],
    ["scheme-relative with spaces", " //evil.example"],
    ["empty", ""],
    ["a repeated parameter", ["/a", "//evil.example"]],
    ["non-ASCII fullwidth slashes", "／／evil.example"],
    ["encoded slashes, not a path", "%2F%2Fevil.example"],
  ])("sends %s home", (_label, target) => {
    const out = safeRedirect(target as string, ORIGIN);
    expect(out.startsWith("/")).toBe(true);
    expect(new URL(out, ORIGIN).origin).toBe(ORIGIN);
    expect(out.startsWith("//")).toBe(false);
  });

  it.each(["/.//evil.example", "/%2F/evil.example/..//evil.example", "/a/..//evil.example", "/\t\\evil.example"])(
    "never answers a path the browser would read as another host: %s",
    (target) => {
      const out = safeRedirect(target, ORIGIN);
      expect(out.startsWith("//")).toBe(false);
      expect(out.startsWith("/\\")).toBe(false);
      expect(new URL(out, ORIGIN).origin).toBe(ORIGIN);
    },
  );

  it("drops CR/LF so a header cannot be split, and keeps encoded slashes as path text", () => {
    expect(safeRedirect("/cart\r\nSet-Cookie: a=b", ORIGIN)).not.toMatch(/[\r\n]/);
    expect(safeRedirect("/%2F%2Fevil.example", ORIGIN)).toBe("/%2F%2Fevil.example");
  });
});
