// Anna's evaluation questions, generated from the catalog by fixed rules (not tuned against her):
// paraphrases, typos, strength and species constraints, and label photos to render. A question
// is answered when one of its expected products is among her first three.
import { mulberry32 } from "@/db/seed/prng";

export type EvalProduct = { id: number; name: string; species: string; strength: string | null };
export type Question = { kind: string; question: string; expected: number[]; label?: string[] };

const PARAPHRASES = [
  (n: string) => `Do you have ${n}?`,
  (n: string) => `I need ${n}`,
  (n: string) => `looking for ${n}`,
  (n: string) => `how much is ${n}`,
  (n: string) => `is ${n} in stock?`,
  (n: string) => `who sells ${n}`,
];
const SPECIES_WORDS: Record<string, string> = { canine: "dogs", feline: "cats", equine: "horses", bovine: "cattle" };

/** The product's name without its pack ("..., 30/bottle") and option tail: what a person would say. */
const spoken = (name: string) => name.split(",")[0]!.trim();

function typo(rng: () => number, text: string): string {
  const words = text.split(" ");
  const i = words.reduce((best, w, k) => (/^[a-z]+$/i.test(w) && w.length > words[best]!.length ? k : best), 0);
  const w = words[i]!;
  if (w.length < 5) return text;
  const at = 1 + Math.floor(rng() * (w.length - 3));
  words[i] = w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2); // a swapped pair, the most common slip
  return words.join(" ");
}

export function generateQuestions(products: readonly EvalProduct[], perKind = 40, seed = 20): Question[] {
  const rng = mulberry32(seed);
  const bySpoken = new Map<string, number[]>();
  for (const p of products) {
    const key = spoken(p.name).toLowerCase();
    bySpoken.set(key, [...(bySpoken.get(key) ?? []), p.id]);
  }
  const out: Question[] = [];
  const count = new Map<string, number>();
  const add = (q: Question) => {
    if ((count.get(q.kind) ?? 0) >= perKind || !q.expected.length) return;
    count.set(q.kind, (count.get(q.kind) ?? 0) + 1);
    out.push(q);
  };
  const step = Math.max(1, Math.floor(products.length / 300));
  products.forEach((p, i) => {
    if (i % step) return;
    const said = spoken(p.name);
    const same = bySpoken.get(said.toLowerCase())!;
    add({ kind: "paraphrase", question: PARAPHRASES[i % PARAPHRASES.length]!(said), expected: same });
    add({ kind: "typo", question: typo(rng, said), expected: same });
    const item = said.replace(/\s*\d.*$/, "");
    if (p.strength) {
      const expected = products
        .filter((o) => o.strength === p.strength && o.name.toLowerCase().includes(item.toLowerCase()))
        .map((o) => o.id);
      add({ kind: "strength", question: `${item} ${p.strength}`, expected });
    }
    const sp = p.species.split(",")[0]?.trim().toLowerCase();
    if (sp && SPECIES_WORDS[sp]) {
      const expected = products
        .filter((o) => o.species.toLowerCase().includes(sp) && o.name.toLowerCase().includes(item.toLowerCase()))
        .map((o) => o.id);
      add({ kind: "species", question: `${item} for ${SPECIES_WORDS[sp]}`, expected });
    }
    if (i % (step * 7) === 0) add({ kind: "label photo", question: p.name, expected: same, label: p.name.split(", ") });
  });
  return out;
}
