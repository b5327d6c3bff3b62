import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { readPngDpi, validateLogoFile } from "./logo-rules";
import {
  containsMarkup,
  DEFAULT_SAMPLE_MONTHLY_LIMIT,
  monthStartUtc,
  sampleButtonState,
  sampleLimitMessage,
  sampleMonthlyLimit,
  STORED_LOGO_NAME,
} from "./rules";
import { reencodePng } from "./server/logo-storage";
import { logoPng, padPng, polyglotPng } from "../../../tests/helpers/requests-fixtures";

describe("sample allowance", () => {
  it("defaults to 5 and accepts a whole number from the environment", () => {
    expect(sampleMonthlyLimit(undefined)).toBe(DEFAULT_SAMPLE_MONTHLY_LIMIT);
    expect(sampleMonthlyLimit("")).toBe(5);
    expect(sampleMonthlyLimit("12")).toBe(12);
    expect(sampleMonthlyLimit("0")).toBe(0);
    expect(sampleMonthlyLimit("-1")).toBe(5);
    expect(sampleMonthlyLimit("2.5")).toBe(5);
    expect(sampleMonthlyLimit("lots")).toBe(5);
  });

  it("counts from the first of the month, UTC", () => {
    expect(monthStartUtc(new Date("2026-03-31T23:59:59Z")).toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(monthStartUtc(new Date("2026-01-01T00:00:00Z")).toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });

  it("words the limit", () => {
    expect(sampleLimitMessage(1)).toBe("You have reached the limit of 1 sample request this month.");
    expect(sampleLimitMessage(5)).toBe("You have reached the limit of 5 sample requests this month.");
  });
});

describe("stored logo names", () => {
  it("only match server-chosen names", () => {
    expect(STORED_LOGO_NAME.test(`logo-${"a".repeat(32)}.png`)).toBe(true);
    for (const bad of ["../logo.png", `logo-${"a".repeat(32)}.png/../x`, "logo.png", `logo-${"g".repeat(32)}.png`])
      expect(STORED_LOGO_NAME.test(bad)).toBe(false);
  });
});

describe("PNG/HTML polyglots", () => {
  it("are spotted in text chunks and after IEND, though the file otherwise passes the spec rules", async () => {
    const poly = await polyglotPng();
    expect(validateLogoFile({ bytes: poly, size: poly.length, type: "image/png", name: "logo.png" })).toBeNull();
    expect(containsMarkup(poly)).toBe(true);
    expect(containsMarkup(await logoPng(300))).toBe(false);
    expect(containsMarkup(Buffer.from("x<SCRIPT>y", "latin1"))).toBe(true);
  });

  it("lose every passenger byte when re-encoded, keeping pixels and the DPI", async () => {
    const poly = await polyglotPng();
    const clean = await reencodePng(poly, 300);
    expect(containsMarkup(clean)).toBe(false);
    expect(readPngDpi(clean)).toBe(300);
    expect(await sharp(clean).raw().toBuffer()).toEqual(await sharp(poly).raw().toBuffer());
  });

  it("re-encoding refuses a canvas over the pixel cap", async () => {
    const big = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: "#fff" } })
      .png()
      .withDensity(300)
      .toBuffer();
    await expect(reencodePng(big, 300)).rejects.toThrow();
  });

  it("exactly 200 KB passes, 1 byte less does not", async () => {
    const base = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#123456" } })
      .png()
      .withDensity(300)
      .toBuffer();
    const exact = padPng(base, 204_800);
    expect(validateLogoFile({ bytes: exact, size: exact.length, type: "image/png", name: "a.png" })).toBeNull();
    const less = padPng(base, 204_799);
    expect(validateLogoFile({ bytes: less, size: less.length, type: "image/png", name: "a.png" })).toBe(
      "Image size must be at least 200KB.",
    );
  });
});

describe("sample button", () => {
  it("says a pending request was made and stays disabled; shows the vendor's answer afterwards", () => {
    expect(sampleButtonState(null)).toEqual({ label: "Request a Sample", disabled: false, note: null });
    expect(sampleButtonState("pending")).toEqual({
      label: "Sample requested",
      disabled: true,
      note: "Waiting for the vendor to answer.",
    });
    expect(sampleButtonState("approved").note).toBe("Your last sample request was approved.");
    expect(sampleButtonState("declined")).toMatchObject({
      disabled: false,
      note: "Your last sample request was declined.",
    });
  });
});
