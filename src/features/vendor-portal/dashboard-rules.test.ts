import { describe, expect, it } from "vitest";
import { isLowStock, lowStockLimit, shortLabel } from "./dashboard-rules";

describe("low stock", () => {
  it("is below the threshold, and below 10 whatever the threshold", () => {
    expect(lowStockLimit(null)).toBe(10);
    expect(lowStockLimit(4)).toBe(10);
    expect(lowStockLimit(25)).toBe(25);
    expect(isLowStock(9, null)).toBe(true);
    expect(isLowStock(10, null)).toBe(false);
    expect(isLowStock(24, 25)).toBe(true);
    expect(isLowStock(25, 25)).toBe(false);
    expect(isLowStock(0, 0)).toBe(true);
  });
});

describe("chart labels", () => {
  it("keeps short names and cuts long ones", () => {
    expect(shortLabel("Gauze")).toBe("Gauze");
    const cut = shortLabel("A very long surgical glove product name indeed", 20);
    expect(cut).toHaveLength(20);
    expect(cut.endsWith("…")).toBe(true);
  });
  it("keeps a variation's caption, so two packs of one product read apart", () => {
    const twelve = shortLabel("Sterile Gauze Sponges 4x4 12-ply — 12 pack");
    const thirtySix = shortLabel("Sterile Gauze Sponges 4x4 12-ply — 36 pack");
    expect([twelve, thirtySix]).toEqual(["Sterile Gauze Spo… — 12 pack", "Sterile Gauze Spo… — 36 pack"]);
    expect(twelve).toHaveLength(28);
    // a caption too long to keep a readable product part: cut as plain text
    expect(shortLabel("Gauze — a caption that is itself far too long", 20)).toHaveLength(20);
  });
});
