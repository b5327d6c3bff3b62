import { describe, expect, it } from "vitest";
import { icsEscape, webinarIcs } from "./rules";

describe("webinarIcs", () => {
  const event = {
    uid: "w1@dvm",
    title: "Dental, radiography; basics",
    description: "Line one\nLine two",
    start: new Date("2026-03-04T18:00:00Z"),
    durationMinutes: 90,
    url: "https://dvm.example/virtual-expo/x",
  };
  it("writes UTC start and end from the duration", () => {
    const ics = webinarIcs(event, new Date("2026-01-01T00:00:00Z"));
    expect(ics).toContain("DTSTART:20260304T180000Z");
    expect(ics).toContain("DTEND:20260304T193000Z");
    expect(ics.split("\r\n").every((l) => l.length <= 75)).toBe(true);
  });
  it("escapes commas, semicolons and newlines", () => {
    expect(icsEscape("a,b;c\nd\\e")).toBe("a\\,b\\;c\\nd\\\\e");
  });
});
