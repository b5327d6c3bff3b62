// Synonyms and abbreviations vets use, from synonyms.json (the one file an operator extends).
import data from "./synonyms.json";

type SynonymData = { same: string[][]; means: Record<string, string[]> };

function load(d: SynonymData): Map<string, string[]> {
  const map = new Map<string, Set<string>>();
  const add = (from: string, to: string) => {
    if (from === to) return;
    const set = map.get(from) ?? new Set<string>();
    set.add(to);
    map.set(from, set);
  };
  for (const group of d.same) for (const a of group) for (const b of group) add(a.toLowerCase(), b.toLowerCase());
  for (const [from, to] of Object.entries(d.means)) for (const t of to) add(from.toLowerCase(), t.toLowerCase());
  return new Map([...map].map(([k, v]) => [k, [...v]]));
}

const synonyms = load(data as SynonymData);

/** Catalog words a typed word also stands for (none for most words). */
export function expandSynonyms(word: string): readonly string[] {
  return synonyms.get(word) ?? [];
}
