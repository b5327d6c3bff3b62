import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { charactersOf, FONT_FILE, FONT_SOURCE, subsetInter } from "../../scripts/subset-font";

describe("the storefront's font file", () => {
  it("is what the script cuts from the installed package (rerun the script after updating it)", async () => {
    const committed = await readFile(FONT_FILE);
    const fresh = await subsetInter();
    expect(committed.equals(fresh)).toBe(true);
    // and it is the smaller file it is meant to be
    const source = await readFile(FONT_SOURCE);
    expect(committed.length).toBeLessThan(source.length * 0.7);
  });

  it("reads a unicode-range into its characters, control characters left out", () => {
    expect(charactersOf("U+0000-0022,U+20AC")).toBe(' !"€');
  });
});
