import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SearchEngine, type EngineDoc } from "./engine";
import { Vocabulary } from "./vocabulary";

const doc = (id: number, name: string, more: Partial<EngineDoc> = {}): EngineDoc => ({
  kind: "product",
  id,
  name,
  brand: "",
  category: "",
  description: "",
  codes: [`DVM-PP-${String(id).padStart(6, "0")}`],
  inStock: true,
  sold: 0,
  categoryId: 1,
  ...more,
});

const catalog = [
  doc(1, "Carprofen Chewable Tablets 25 mg", { brand: "Rimacarp", category: "NSAIDs" }),
  doc(2, "Carprofen Chewable Tablets 75 mg", { category: "NSAIDs", sold: 5 }),
  doc(3, "Meloxicam Oral Suspension 1.5 mg/mL", { category: "NSAIDs" }),
  doc(4, "Cardboard Carrier, Cat", { category: "Carriers" }),
  doc(5, "Sonavista Ultrasound Gel"),
  doc(6, "Amoxicillin Trihydrate Tablets 250 mg", { codes: ["DVM-PP-002196", "DVM-PP-002196-250MG"] }),
  doc(7, "Cephalexin Capsules 500 mg"),
  doc(8, "Exam Gloves", { description: "carprofen-free latex" }),
  doc(9, "IV Catheter 22 G"),
  doc(10, "Prednisone Tablets 5 mg"),
];
const engine = SearchEngine.build(catalog);
const ids = (q: string, limit = 10) => engine.search(q, { limit }).hits.map((h) => h.id);

describe("typo tolerance", () => {
  it.each([
    ["carprofne", 1],
    ["carprofn", 1],
    ["meloxicm", 3],
    ["Cardboadr", 4],
    ["Sonavsita", 5],
    ["amoxicilin", 6],
  ])("%s finds product %i", (q, id) => {
    expect(ids(q)).toContain(id);
  });

  it("matches a whole typed phrase with typos in several words", () => {
    expect(ids("Carprofen Chewalbe Tabelts").slice(0, 2).sort()).toEqual([1, 2]);
  });

  it("allows no typo in short words", () => {
    expect(ids("gel")).toEqual([5]);
    expect(ids("gez x")).toEqual([]);
  });
});

describe("codes", () => {
  it.each(["DVM-PP-002196", "dvmpp002196", "DVM PP 002196", "pp-002196", "002196", "002196-250mg"])(
    "%s finds the product whatever the punctuation",
    (q) => expect(ids(q)[0]).toBe(6),
  );
  it("finds a fragment inside a code", () => expect(ids("p00000")).toEqual(expect.arrayContaining([1, 2, 3])));
});

describe("ranking", () => {
  it("puts the name match before a description match", () => {
    const r = ids("carprofen");
    expect(r.indexOf(8)).toBeGreaterThan(r.indexOf(1));
  });

  it("puts the matching strength first", () => expect(ids("carprofen 75 mg")[0]).toBe(2));

  it("prefers more sold among equal matches", () => expect(ids("carprofen chewable")[0]).toBe(2));

  it("prefers in stock among equal matches", () => {
    const e = SearchEngine.build([doc(1, "Zyx Gel", { inStock: false }), doc(2, "Zyx Gel")]);
    expect(e.search("zyx", { limit: 5 }).hits.map((h) => h.id)).toEqual([2, 1]);
  });
});

describe("synonyms", () => {
  it.each([
    ["amox", 6],
    ["cefalexin", 7],
    ["pred tabs", 10],
    ["IV cath", 9],
    ["nsaid", 3],
  ])("%s finds %i", (q, id) => expect(ids(q)).toContain(id));
});

describe("updates", () => {
  it("replaces and removes a document in place", () => {
    const e = SearchEngine.build(catalog);
    e.upsert("product", 5, doc(5, "Quixotic Probe"));
    expect(e.search("sonavista", { limit: 5 }).hits).toEqual([]);
    expect(e.search("quixotc", { limit: 5 }).hits.map((h) => h.id)).toEqual([5]);
    e.upsert("product", 5, null);
    expect(e.search("quixotic", { limit: 5 }).hits).toEqual([]);
    expect(e.size).toBe(catalog.length - 1);
  });

  it("filters by category for the drawer", () => {
    const r = engine.search("cat", { limit: 10, categoryIds: new Set([2]) });
    expect(r.hits).toEqual([]);
  });
});

describe("typo expansions only when the typed words do not fill the answer", () => {
  // many gloves (exact prefix "glove") and a few near words a typo reaches ("globe", "clove")
  const docs = [
    ...Array.from({ length: 30 }, (_, i) => doc(100 + i, `Nitrile Exam Gloves ${i}`, { sold: i })),
    doc(200, "Globe Light", { sold: 999 }),
    doc(201, "Clove Oil", { sold: 999 }),
    doc(202, "Glover Clamp"),
  ];
  const e = SearchEngine.build(docs);
  const words = ["glove", "gloves", "globe", "clove", "nitrile", "exam", "glov", "nitril", "exm", "lamp", "oil", "gl"];

  it("answers the same best results with a small limit as the start of a large one", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 12 }),
        (typed, limit) => {
          const q = typed.join(" ");
          const all = e.search(q, { limit: 1000 }).hits;
          expect(e.search(q, { limit }).hits).toEqual(all.slice(0, limit));
        },
      ),
    );
  });

  it("leaves typo matches out of a full answer, and finds them when the typed words match too few", () => {
    const full = e.search("glove", { limit: 10 });
    expect(full.hits.map((h) => h.id)).not.toContain(200);
    expect(e.search("glove", { limit: 1000 }).hits.map((h) => h.id)).toEqual(expect.arrayContaining([200, 201]));
  });

  it("does not let a replaced document's old words hide the live matches", () => {
    const e2 = SearchEngine.build([doc(1, "Zyx Gel"), doc(2, "Qwv Pad")]);
    e2.upsert("product", 1, doc(1, "Zyx Spray"));
    expect(e2.search("zyx gel", { limit: 5 }).hits.map((h) => h.id)).toEqual([1]);
  });

  it("never answers a broad search from before an update", () => {
    const e2 = SearchEngine.build(catalog);
    const before = e2.search("c", { limit: 3 });
    expect(e2.search("c", { limit: 3 })).toEqual(before); // asked again: the same answer
    e2.upsert("product", 11, doc(11, "Cone Collar", { sold: 999 }));
    expect(e2.search("c", { limit: 3 }).hits[0]?.id).toBe(11);
    expect(e2.search("c", { limit: 3 }).total).toBe(before.total + 1);
    e2.upsert("product", 11, null);
    expect(e2.search("c", { limit: 3 })).toEqual(before);
  });

  it("finds a replaced document by its new code only", () => {
    const e2 = SearchEngine.build(catalog);
    expect(e2.search("002196", { limit: 5 }).hits[0]?.id).toBe(6);
    e2.upsert("product", 6, doc(6, "Amoxicillin Trihydrate Tablets 250 mg", { codes: ["DVM-PP-777123"] }));
    expect(e2.search("002196", { limit: 5 }).hits.map((h) => h.id)).not.toContain(6);
    expect(e2.search("777123", { limit: 5 }).hits.map((h) => h.id)).toEqual([6]);
  });
});

describe("Vocabulary.lookup", () => {
  const v = new Vocabulary();
  v.addAll(["carprofen", "carp", "cardboard", "meloxicam", "card", "care"]);
  it("finds words within the budget, prefixes for the last word", () => {
    expect(v.lookup("carprofne", 2, false)).toEqual([{ word: "carprofen", typos: 1 }]);
    expect(v.lookup("carpr", 1, true).map((e) => e.word)).toEqual(["carp", "carprofen"]);
    expect(v.lookup("crd", 0, true)).toEqual([]);
    expect(v.lookup("cardbo", 1, true).map((e) => `${e.word}:${e.typos}`)).toEqual(["cardboard:0"]);
  });
});

describe("a build that yields", () => {
  it("answers like the synchronous build, and lets other work run between its chunks", async () => {
    const many = Array.from({ length: 5_000 }, (_, i) =>
      doc(i + 1, `${["Carprofen", "Meloxicam", "Gauze", "Suture"][i % 4]} item ${i}`, { sold: i % 7 }),
    );
    let done = false;
    let ranDuring = false;
    setImmediate(() => (ranDuring = !done));
    const yielding = await SearchEngine.buildYielding(many, 1_000);
    done = true;
    expect(ranDuring).toBe(true);
    const sync = SearchEngine.build(many);
    for (const q of ["carprofn", "gauze item 12", "DVM-PP-004321", "sut"])
      expect(yielding.search(q, { limit: 20 }).hits).toEqual(sync.search(q, { limit: 20 }).hits);
    expect(yielding.size).toBe(5_000);
  });
});
