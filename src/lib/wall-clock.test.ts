import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isTimeZone, wallClockAt, wallClockToInstant } from "./wall-clock";

describe("wallClockToInstant", () => {
  const at = (timeZone: string, year: number, month: number, day: number, hour: number, minute = 0, second = 0) =>
    wallClockToInstant({ year, month, day, hour, minute, second }, timeZone).toISOString();

  it("converts wall time in standard and daylight time", () => {
    expect(at("America/New_York", 2025, 1, 15, 14)).toBe("2025-01-15T19:00:00.000Z");
    expect(at("America/New_York", 2025, 7, 4, 14, 30, 15)).toBe("2025-07-04T18:30:15.000Z");
    expect(at("America/Los_Angeles", 2025, 12, 31, 23, 59, 59)).toBe("2026-01-01T07:59:59.000Z");
    expect(at("Asia/Kolkata", 2025, 3, 1, 9)).toBe("2025-03-01T03:30:00.000Z");
    expect(at("Australia/Sydney", 2025, 1, 1, 0)).toBe("2024-12-31T13:00:00.000Z");
    expect(at("UTC", 2025, 6, 1, 12)).toBe("2025-06-01T12:00:00.000Z");
  });

  it("moves a time skipped by DST forward, and picks the earlier of a repeated time", () => {
    expect(at("America/New_York", 2025, 3, 9, 2, 30)).toBe("2025-03-09T07:30:00.000Z");
    expect(at("America/New_York", 2025, 11, 2, 1, 30)).toBe("2025-11-02T05:30:00.000Z");
    expect(at("Europe/Berlin", 2025, 3, 30, 2, 30)).toBe("2025-03-30T01:30:00.000Z");
    expect(at("Europe/Berlin", 2025, 10, 26, 2, 30)).toBe("2025-10-26T00:30:00.000Z");
  });

  it("rejects unknown zones", () => {
    expect(() => at("Mars/Olympus", 2025, 1, 1, 0)).toThrow(RangeError);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("America/Chicago")).toBe(true);
  });

  it("round-trips through the zone’s own clock", () => {
    const zones = [
      "America/New_York",
      "America/Chicago",
      "America/Denver",
      "America/Phoenix",
      "Europe/London",
      "Asia/Kolkata",
      "Australia/Adelaide",
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        (timeZone, ms) => {
          const instant = new Date(Math.floor(ms / 1000) * 1000);
          const parts = Object.fromEntries(
            new Intl.DateTimeFormat("en-US", {
              timeZone,
              hourCycle: "h23",
              year: "numeric",
              month: "numeric",
              day: "numeric",
              hour: "numeric",
              minute: "numeric",
              second: "numeric",
            })
              .formatToParts(instant)
              .filter((p) => p.type !== "literal")
              .map((p) => [p.type, Number(p.value)]),
          ) as Record<string, number>;
          const back = wallClockToInstant(
            {
              year: parts.year ?? 0,
              month: parts.month ?? 0,
              day: parts.day ?? 0,
              hour: parts.hour ?? 0,
              minute: parts.minute ?? 0,
              second: parts.second ?? 0,
            },
            timeZone,
          );
          // A repeated (fall-back) hour maps to its first occurrence: equal, or exactly one DST shift earlier.
          const diff = instant.getTime() - back.getTime();
          expect([0, 3_600_000]).toContain(diff);
        },
      ),
    );
  });
});

describe("wallClockAt", () => {
  it("reads the clock of a zone at an instant, to the second", () => {
    expect(wallClockAt(new Date("2026-03-08T17:00:05Z"), "America/Chicago")).toEqual({
      year: 2026,
      month: 3,
      day: 8,
      hour: 12,
      minute: 0,
      second: 5,
    });
    expect(isTimeZone("")).toBe(false);
  });
});
