import { describe, expect, it } from "vitest";
import { agendaText, dollarsToCents, lessonsText, parseAgenda, parseLessons } from "./event-rules";

describe("agenda lines", () => {
  it("reads time | title lines, skipping blank ones, and writes them back the same way", () => {
    const parsed = parseAgenda("10:00 AM | Welcome\n\n 10:15 AM |  Storage: the cold chain | part 1 ");
    expect(parsed).toEqual({
      ok: true,
      value: [
        { time: "10:00 AM", title: "Welcome" },
        { time: "10:15 AM", title: "Storage: the cold chain | part 1" },
      ],
    });
    if (parsed.ok)
      expect(agendaText(parsed.value)).toBe("10:00 AM | Welcome\n10:15 AM | Storage: the cold chain | part 1");
  });
  it("names the line that has no bar or no title", () => {
    expect(parseAgenda("10:00 | Welcome\nQ&A")).toEqual({
      ok: false,
      message: expect.stringMatching(/^Agenda line 2/),
    });
    expect(parseAgenda("10:00 |")).toMatchObject({ ok: false });
  });
});

describe("lesson lines", () => {
  it("reads title | minutes, the last bar separating the minutes", () => {
    const parsed = parseLessons("Pain | scoring | 25\nFluids | 40");
    expect(parsed).toEqual({
      ok: true,
      value: [
        { title: "Pain | scoring", minutes: 25 },
        { title: "Fluids", minutes: 40 },
      ],
    });
    if (parsed.ok) expect(lessonsText(parsed.value)).toBe("Pain | scoring | 25\nFluids | 40");
  });
  it("refuses minutes that are not a whole number from 1 to 600", () => {
    for (const bad of ["Fluids | 2.5", "Fluids | 0", "Fluids | 601", "Fluids", "| 10"])
      expect(parseLessons(bad), bad).toMatchObject({ ok: false, message: expect.stringMatching(/^Lesson line 1/) });
  });
});

describe("prices", () => {
  it("turns dollars to cents; none or zero is free", () => {
    expect(dollarsToCents(49.99)).toBe(4999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(0)).toBeNull();
    expect(dollarsToCents(undefined)).toBeNull();
  });
});
