import { describe, expect, it } from "vitest";
import { indexWords, TypeAheadIndex, wordSimilarity, type IndexedItem } from "./type-ahead";

let nextId = 1;
const item = (name: string, over: Partial<IndexedItem> = {}): IndexedItem => ({
  id: nextId++,
  name,
  sku: `DVM-PH-${String(nextId).padStart(6, "0")}`,
  brand: "",
  inStock: true,
  skus: [],
  wider: "",
  ...over,
});

const catalog = [
  item("Amoxicillin Trihydrate Tablets 250 mg", { brand: "Zoetis" }),
  item("Amoxicillin-Clavulanate Chewable Tablets", { inStock: false }),
  item("Amoxicillin-Clavulanate Chewable Tablets 62.5 mg"),
  item("Rabies Vaccine, 3-Year, Killed", { wider: "Biologics Vaccines Pacific Vet" }),
  item("Vaccination Reminder Postcards"),
  item("Nitrile Exam Gloves, Medium", { sku: "DVM-SU-000777", skus: ["DVM-SU-000777-M", "DVM-SU-000777-L"] }),
  item("Sickle Scaler H6/H7", { wider: "Dental Instruments Northstar Diagnostics" }),
  item("Amber Prescription Bottle"),
  item("Gauze Sponges 4x4"),
];
const index = await TypeAheadIndex.build(catalog);
const names = (text: string, limit = 10) =>
  index.search(text, limit).map((h) => catalog.find((c) => c.id === h.id)!.name);

describe("type-ahead matching", () => {
  it("matches every typed word as a prefix, as typed or stemmed", () => {
    expect(names("amox")).toHaveLength(3);
    expect(names("amox chew")).toEqual([
      "Amoxicillin-Clavulanate Chewable Tablets 62.5 mg",
      "Amoxicillin-Clavulanate Chewable Tablets",
    ]);
    expect(names("vaccines")).toEqual(
      expect.arrayContaining(["Rabies Vaccine, 3-Year, Killed", "Vaccination Reminder Postcards"]),
    );
    expect(names("glove")).toEqual(["Nitrile Exam Gloves, Medium"]);
  });

  it("tolerates typos", () => {
    expect(names("amoxicilin")[0]).toMatch(/^Amoxicillin/);
    expect(names("vacine")).toContain("Rabies Vaccine, 3-Year, Killed");
    expect(names("zzzqqq")).toEqual([]);
  });

  it("finds exact SKUs (also a variation's), SKU fragments and brands", () => {
    expect(names("dvm-su-000777")).toEqual(["Nitrile Exam Gloves, Medium"]);
    expect(names("DVM-SU-000777-L")).toEqual(["Nitrile Exam Gloves, Medium"]);
    expect(names("dvm-ph-00000", 3)).toHaveLength(3);
    expect(names("zoetis")).toEqual(["Amoxicillin Trihydrate Tablets 250 mg"]);
  });

  it("falls back to vendor, category and quick-fact words when names say little", () => {
    expect(names("northstar")).toEqual(["Sickle Scaler H6/H7"]);
    expect(names("dental scal")).toEqual(["Sickle Scaler H6/H7"]);
  });

  it("ranks the exact name first, then names starting with the text, and in stock before out of stock", () => {
    const rabies = index.search("rabies vaccine, 3-year, killed", 5)[0]!;
    expect(rabies.rank.band).toBe(3);
    const am = index.search("amoxicillin-clavulanate chewable tablets", 5);
    expect(am[0]!.rank.band).toBe(3); // the exact name, though it is out of stock
    const prefix = index.search("amoxicillin", 5);
    expect(prefix.every((h) => h.rank.band === 2)).toBe(true);
    expect(prefix.map((h) => h.rank.inStock)).toEqual([true, true, false]);
  });

  it("returns at most the limit", () => {
    expect(index.search("a", 2)).toHaveLength(2);
  });
});

describe("text helpers", () => {
  it("indexes words as written and stemmed", () => {
    expect(indexWords("Vaccines, Killed")).toEqual(expect.arrayContaining(["vaccines", "vaccin", "killed", "kill"]));
  });
  it("scores resemblance to the best run of words in a name", () => {
    expect(wordSimilarity("vaccine", "Rabies Vaccine Killed")).toBe(1);
    expect(wordSimilarity("vacine", "Rabies Vaccine Killed")).toBeGreaterThanOrEqual(0.6);
    expect(wordSimilarity("gloves", "Rabies Vaccine Killed")).toBeLessThan(0.2);
  });
});
