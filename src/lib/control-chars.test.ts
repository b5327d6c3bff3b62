import { describe, expect, it } from "vitest";
import { controlCharPath, hasControlChar, refuseControlChars } from "./control-chars";

describe("control characters in text", () => {
  it("finds C0 controls but lets tab, line feed and carriage return through", () => {
    for (let c = 0; c < 0x20; c++) expect(hasControlChar(`a${String.fromCharCode(c)}b`)).toBe(![9, 10, 13].includes(c));
    expect(hasControlChar("plain text, é ü 😀")).toBe(false);
  });

  it("names the first offending field, in nested objects, arrays and keys", () => {
    expect(controlCharPath({ a: "ok", b: { c: ["x", "y\u0000"] } })).toBe("b.c[1]");
    expect(controlCharPath({ "bad\u0001key": 1 })).toBe("a field name");
    expect(controlCharPath("\u0000")).toBe("");
    expect(controlCharPath({ n: 1, ok: true, none: null, text: "line\r\n\tnext" })).toBeNull();
  });

  it("walks a deeply nested body without exhausting the stack", () => {
    let deep: unknown = "x\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(controlCharPath(deep)).toMatch(/^\[0\]/);
  });

  it("throws a 400 with a sentence for a person", () => {
    expect(() => refuseControlChars({ note: "a\u0000" })).toThrow(/"note" contains an invisible control character/);
  });
});
