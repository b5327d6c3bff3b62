import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";

describe("configuration", () => {
  it("fills every default from an empty environment", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      PAGE_CACHE: true,
      KEPT_PAGES: true,
      PAGE_CACHE_TTL: 30,
      PAGE_CACHE_MB: 64,
      PG_POOL_MAX: 10,
      PGLITE_DIR: "data/pglite",
      SECRET_FILE: "data/auth-secret",
      LIVE_CHANNEL: "dvm:live",
      RATE_LIMIT_PREFIX: "",
      AUTH_RATE_LIMIT: true,
      MICROSOFT_TENANT_ID: "common",
      VENDOR_PORTAL_URL: "/vendor",
      VENDOR_MAIL_DOMAIN: "vendors.dvm.market",
      SAMPLE_MONTHLY_LIMIT: 5,
      REQUEST_RATE_LIMIT: 20,
      CATALOG_SNAPSHOT_TTL_MS: 60_000,
      ASSISTANT_OCR_WARMUP: true,
      ASSISTANT_LOGIN_PER_MINUTE: 30,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.UPLOAD_DIR).toBeUndefined();
  });

  it("treats an empty value as unset", () => {
    const config = parseConfig({ DATABASE_URL: "", UPLOAD_DIR: " ", PAGE_CACHE_TTL: "", MAIL_FROM: "" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.UPLOAD_DIR).toBeUndefined();
    expect(config.PAGE_CACHE_TTL).toBe(30);
    expect(config.MAIL_FROM).toBe("DVM Market <no-reply@dvm.market>");
  });

  it("reads numbers and switches from their text", () => {
    const config = parseConfig({
      PORT: "8080",
      PAGE_CACHE: "off",
      PAGE_CACHE_TTL: "2.5",
      SAMPLE_MONTHLY_LIMIT: "0",
      AUTH_RATE_LIMIT: "OFF",
      ASSISTANT_OCR_WARMUP: "0",
      CATALOG_DETAIL_TTL_MS: "0",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      PAGE_CACHE: false,
      PAGE_CACHE_TTL: 2.5,
      SAMPLE_MONTHLY_LIMIT: 0,
      AUTH_RATE_LIMIT: false,
      ASSISTANT_OCR_WARMUP: false,
      CATALOG_DETAIL_TTL_MS: 0,
    });
  });

  it("names the variable and what is wrong with it", () => {
    expect(() => parseConfig({ PAGE_CACHE_TTL: "abc" })).toThrow(
      "PAGE_CACHE_TTL must be a number of seconds (0 turns the cache off), got 'abc'",
    );
    expect(() => parseConfig({ SAMPLE_MONTHLY_LIMIT: "2.5" })).toThrow(/SAMPLE_MONTHLY_LIMIT must be a whole number/);
    expect(() => parseConfig({ PAGE_CACHE: "maybe" })).toThrow("PAGE_CACHE must be 'on' or 'off', got 'maybe'");
    expect(() => parseConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL must be a URL like postgres:/);
    expect(() => parseConfig({ NODE_ENV: "staging" })).toThrow(
      "NODE_ENV must be one of development, production, test, got 'staging'",
    );
  });

  it("lists every bad variable at once and never echoes a secret", () => {
    let error: unknown;
    try {
      parseConfig({ PORT: "http", BETTER_AUTH_SECRET: "short-secret", ASSISTANT_IP_PER_MINUTE: "-1" });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message, problems } = error as ConfigError;
    expect(problems).toHaveLength(3);
    expect(message).toContain("PORT must be a port number, got 'http'");
    expect(message).toContain("BETTER_AUTH_SECRET must be at least 16 characters, got 12");
    expect(message).toContain("ASSISTANT_IP_PER_MINUTE must be a number of requests per minute above 0, got '-1'");
    expect(message).not.toContain("short-secret");
  });
});
