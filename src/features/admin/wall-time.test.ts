import { describe, expect, it } from "vitest";
import { instantToWallTime, wallTimeToInstant } from "./wall-time";

describe("wall time in a webinar's time zone", () => {
  it("reads a New York time in winter and in summer", () => {
    expect(wallTimeToInstant("2026-01-15T13:00", "America/New_York")?.toISOString()).toBe("2026-01-15T18:00:00.000Z");
    expect(wallTimeToInstant("2026-07-15T13:00", "America/New_York")?.toISOString()).toBe("2026-07-15T17:00:00.000Z");
  });
  it("is right on the day the clocks change", () => {
    expect(wallTimeToInstant("2026-03-08T12:00", "America/Chicago")?.toISOString()).toBe("2026-03-08T17:00:00.000Z");
    expect(wallTimeToInstant("2026-11-01T12:00", "America/Chicago")?.toISOString()).toBe("2026-11-01T18:00:00.000Z");
  });
  it("round-trips through the form's value", () => {
    const at = new Date("2026-05-01T16:30:00Z");
    expect(instantToWallTime(at, "America/Los_Angeles")).toBe("2026-05-01T09:30");
    expect(wallTimeToInstant(instantToWallTime(at, "Asia/Kolkata"), "Asia/Kolkata")?.getTime()).toBe(at.getTime());
  });
  it("refuses text that is not a date and time, and unknown zones", () => {
    expect(wallTimeToInstant("2026-02-30T10:00", "UTC")).toBeNull();
    expect(wallTimeToInstant("tomorrow", "UTC")).toBeNull();
    expect(wallTimeToInstant("2026-02-10T10:00", "Mars/Olympus")).toBeNull();
  });
});
