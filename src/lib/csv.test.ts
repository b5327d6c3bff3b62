import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvSafeCell, csvUnescapeCell, toCsv } from "./csv";

describe("csv formula escaping", () => {
  it("prefixes every cell that starts like a formula with an apostrophe", () => {
    for (const lead of ["=", "+", "-", "@", "\t", "\r"])
      expect(csvSafeCell(`${lead}HYPERLINK("http://x")`)).toBe(`'${lead}HYPERLINK("http://x")`);
    expect(csvSafeCell("Gauze = 4 in")).toBe("Gauze = 4 in");
    expect(csvSafeCell("")).toBe("");
  });

  it("undoes its own escaping only", () => {
    expect(csvUnescapeCell("'=1+1")).toBe("=1+1");
    expect(csvUnescapeCell("'-5")).toBe("-5");
    expect(csvUnescapeCell("'quoted'")).toBe("'quoted'");
    expect(csvSafeCell("'=2")).toBe("''=2");
    for (const s of ["=A1", "-x", "@me", "plain", "'=2", "''+3", "'plain"])
      expect(csvUnescapeCell(csvSafeCell(s))).toBe(s);
  });

  it("writes rows whose formula cells come back as text, numbers untouched", () => {
    const csv = toCsv(
      ["a", "b", "c"],
      [
        ["=cmd|' /C calc'!A0", -3, null],
        ["=1+1\nsecond line", "+44 20", "@SUM(A1)"],
        ["\tTab", "\rReturn", "Acme, Inc."],
      ],
    );
    expect(csv.split("\r\n")[0]).toBe("a,b,c");
    const rows = Papa.parse<string[]>(csv).data;
    expect(rows[1]).toEqual(["'=cmd|' /C calc'!A0", "-3", ""]);
    expect(rows[2]).toEqual(["'=1+1\nsecond line", "'+44 20", "'@SUM(A1)"]);
    expect(rows[3]).toEqual(["'\tTab", "'\rReturn", "Acme, Inc."]);
    const text = [rows[1]![0], ...rows[2]!, ...rows[3]!];
    for (const cell of text) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});
