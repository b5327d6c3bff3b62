import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reloadConfig } from "./config";
import { hmacHex, readAppSecret, tokensMatch } from "./hmac";

afterEach(() => {
  vi.unstubAllEnvs();
  reloadConfig();
});

describe("hmacHex", () => {
  it("matches the published HMAC-SHA256 test vector", () => {
    // RFC 4231 test case 2
    expect(hmacHex("Jefe", "what do ya want for nothing?")).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });
  it("gives each purpose its own token", () => {
    expect(hmacHex("s3cret", "dvm-admin-cli")).not.toBe(hmacHex("s3cret", "dvm-orders-cli"));
  });
});

describe("tokensMatch", () => {
  it("accepts only the identical token", () => {
    expect(tokensMatch("abc123", "abc123")).toBe(true);
    expect(tokensMatch("abc124", "abc123")).toBe(false);
    expect(tokensMatch("abc12", "abc123")).toBe(false);
  });
  it("never matches when either side is missing", () => {
    expect(tokensMatch(null, "abc")).toBe(false);
    expect(tokensMatch("abc", null)).toBe(false);
    expect(tokensMatch("", "")).toBe(false);
    expect(tokensMatch(undefined, undefined)).toBe(false);
  });
});

describe("readAppSecret", () => {
  it("prefers the configured secret", () => {
    vi.stubEnv("BETTER_AUTH_SECRET", "configured-secret-value");
    reloadConfig();
    expect(readAppSecret()).toBe("configured-secret-value");
  });
  it("falls back to the secret file, then to null", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "hmac-"));
    const file = path.join(dir, "auth-secret");
    vi.stubEnv("BETTER_AUTH_SECRET", "");
    vi.stubEnv("SECRET_FILE", file);
    reloadConfig();
    expect(readAppSecret()).toBeNull();
    writeFileSync(file, "from-file\n");
    expect(readAppSecret()).toBe("from-file");
  });
});
