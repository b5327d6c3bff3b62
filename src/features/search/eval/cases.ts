// Relevance cases generated from a catalog by fixed rules (never tuned against the engine):
// typos by word length, transpositions, dropped letters, codes with and without punctuation,
// code fragments, synonyms and strength queries. Deterministic: same catalog, same cases.
import { mulberry32 } from "@/db/seed/prng";
import { splitWords } from "../rules";

export type EvalProduct = { id: number; name: string; sku: string };
export type EvalCase = { kind: string; query: string; expected: number[] };

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** Which synonym stands in for which catalog word (a subset of synonyms.json, spelled out so cases do not read it). */
const SYNONYM_CASES: readonly (readonly [string, string])[] = [
  ["amoxicillin", "amox"],
  ["cephalexin", "cefalexin"],
  ["prednisone", "pred"],
  ["catheter", "cath"],
  ["carprofen", "nsaid"],
  ["meloxicam", "nsaid"],
];

function typo(rng: () => number, word: string, kind: "sub" | "swap" | "drop"): string {
  const i = 1 + Math.floor(rng() * (word.length - 2)); // keep the first letter, as people do
  if (kind === "swap") return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  if (kind === "drop") return word.slice(0, i) + word.slice(i + 1);
  const others = LETTERS.replace(word[i]!, "");
  return word.slice(0, i) + others[Math.floor(rng() * others.length)] + word.slice(i + 1);
}

const lettersOnly = (w: string) => /^[a-z]+$/.test(w);

/** Up to `perKind` cases of each kind from a sample of the catalog. */
export function generateCases(products: readonly EvalProduct[], perKind = 40, seed = 14): EvalCase[] {
  const rng = mulberry32(seed);
  const byName = new Map<string, number[]>();
  for (const p of products) byName.set(p.name.toLowerCase(), [...(byName.get(p.name.toLowerCase()) ?? []), p.id]);
  const sample = products.filter((_, i) => i % Math.max(1, Math.floor(products.length / 400)) === 0);
  const cases: EvalCase[] = [];
  const counts = new Map<string, number>();
  const add = (kind: string, query: string, expected: number[]) => {
    if ((counts.get(kind) ?? 0) >= perKind || !query.trim()) return;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    cases.push({ kind, query, expected });
  };
  for (const p of sample) {
    const words = splitWords(p.name).slice(0, 6);
    const same = byName.get(p.name.toLowerCase())!;
    const query = (w: string, replaced: string) => words.map((x) => (x === w ? replaced : x)).join(" ");
    const long = [...words].filter(lettersOnly).sort((a, b) => b.length - a.length);
    const w5 = long.find((w) => w.length >= 5);
    const w8 = long.find((w) => w.length >= 8);
    if (w5) {
      add("1 typo", query(w5, typo(rng, w5, "sub")), same);
      add("transposition", query(w5, typo(rng, w5, "swap")), same);
      add("dropped letter", query(w5, typo(rng, w5, "drop")), same);
    }
    if (w8) add("2 typos", query(w8, typo(rng, typo(rng, w8, "sub"), "swap")), same);
    if (words.length >= 2)
      add("prefix (last word cut)", words.slice(0, -1).join(" ") + " " + words.at(-1)!.slice(0, 3), same);
    const sku = p.sku;
    add("code as printed", sku, [p.id]);
    add("code without punctuation", sku.replace(/[^A-Za-z0-9]/g, "").toLowerCase(), [p.id]);
    add("code with spaces", sku.replace(/-/g, " "), [p.id]);
    add("code tail", sku.split("-").slice(-1)[0]!, [p.id]);
    add("code fragment", sku.split("-").slice(1).join("-").toLowerCase(), [p.id]);
    const strength = p.name.match(/\b(\d+(?:\.\d+)?) ?(mg|ml|mcg|g)\b/i);
    const head = long[0];
    if (strength && head) {
      const wanted = `${strength[1]} ${strength[2]!.toLowerCase()}`;
      const expected = products
        .filter(
          (o) =>
            o.name.toLowerCase().includes(head) &&
            o.name
              .toLowerCase()
              .replace(/(\d) (mg|ml|mcg|g)\b/g, "$1$2")
              .includes(wanted.replace(" ", "")),
        )
        .map((o) => o.id);
      add("ingredient + strength", `${head} ${wanted}`, expected);
    }
  }
  for (const [word, synonym] of SYNONYM_CASES) {
    const holders = products.filter((p) => splitWords(p.name).includes(word));
    for (const p of holders.slice(0, 8)) {
      const expected = holders.map((h) => h.id);
      add(
        "synonym",
        splitWords(p.name)
          .map((w) => (w === word ? synonym : w))
          .slice(0, 5)
          .join(" "),
        expected,
      );
    }
  }
  return cases;
}

export type EvalScore = { cases: number; top1: number; top5: number; byKind: Map<string, { n: number; top5: number }> };

/** Top-1 and top-5 hit rates of a search over the cases (a hit: an expected id among the first k). */
export async function scoreCases(
  cases: readonly EvalCase[],
  search: (q: string) => Promise<number[]>,
): Promise<EvalScore> {
  let top1 = 0;
  let top5 = 0;
  const byKind = new Map<string, { n: number; top5: number }>();
  for (const c of cases) {
    const ids = await search(c.query);
    const wanted = new Set(c.expected);
    const k = byKind.get(c.kind) ?? { n: 0, top5: 0 };
    k.n++;
    if (ids.slice(0, 1).some((id) => wanted.has(id))) top1++;
    if (ids.slice(0, 5).some((id) => wanted.has(id))) {
      top5++;
      k.top5++;
    }
    byKind.set(c.kind, k);
  }
  return { cases: cases.length, top1: top1 / cases.length, top5: top5 / cases.length, byKind };
}
