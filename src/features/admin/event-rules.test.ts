import { describe, expect, it } from "vitest";
import {
  agendaText,
  courseDeleteRefusal,
  coursePriceCents,
  lessonsText,
  namedList,
  parseAgenda,
  parseLessons,
  speakerDeleteRefusal,
  webinarDeleteRefusal,
} from "./event-rules";

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
    expect(coursePriceCents(49.99)).toBe(4999);
    expect(coursePriceCents(0.1 + 0.2)).toBe(30);
    expect(coursePriceCents(0)).toBeNull();
    expect(coursePriceCents(undefined)).toBeNull();
  });
});

describe("deleting webinars, speakers and courses", () => {
  it("names up to three titles and counts the rest", () => {
    expect(namedList([])).toBe("");
    expect(namedList(["A"])).toBe("“A”");
    expect(namedList(["A", "B"])).toBe("“A” and “B”");
    expect(namedList(["A", "B", "C"])).toBe("“A”, “B” and “C”");
    expect(namedList(["A", "B", "C", "D", "E"])).toBe("“A”, “B”, “C” and 2 more");
  });
  it("refuses a webinar people registered for, and says to unpublish instead", () => {
    expect(webinarDeleteRefusal({ title: "Dental day", registrations: 0 })).toBeNull();
    expect(webinarDeleteRefusal({ title: "Dental day", registrations: 1 })).toMatch(
      /^1 person has registered for “Dental day”: .* Unpublish it instead/,
    );
    expect(webinarDeleteRefusal({ title: "Dental day", registrations: 12 })).toMatch(/^12 people have registered/);
  });
  it("refuses a speaker still on a webinar or a course, naming them", () => {
    expect(speakerDeleteRefusal({ name: "Dr. Ruiz", webinars: [], courses: [] })).toBeNull();
    expect(speakerDeleteRefusal({ name: "Dr. Ruiz", webinars: ["Dental day"], courses: [] })).toBe(
      "Dr. Ruiz still speaks at “Dental day”. Take them off it first, then delete.",
    );
    expect(speakerDeleteRefusal({ name: "Dr. Ruiz", webinars: ["Dental day"], courses: ["Fluids 101"] })).toBe(
      "Dr. Ruiz still speaks at “Dental day” and “Fluids 101”. Take them off those first, then delete.",
    );
  });
  it("refuses a course a bundle includes", () => {
    expect(courseDeleteRefusal({ title: "Fluids 101", bundles: [] })).toBeNull();
    expect(courseDeleteRefusal({ title: "Fluids 101", bundles: ["ER bundle"] })).toMatch(
      /^“Fluids 101” is part of the bundle “ER bundle”\. .*unpublish this course instead\.$/,
    );
  });
});
