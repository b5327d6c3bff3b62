// The type-ahead engine: the same matching and ranking rules as the SQL search (see
// server/candidates.ts), answered from an in-memory index so a keystroke costs well under the
// 5 ms budget at 100k products. Pure: the server module builds it from the database.
//
// Rules mirrored from the SQL search:
// - every typed word must match a word of the name, SKU or brand as a prefix, as typed or
//   stemmed ('vaccines' finds 'vaccination'); the wider match (vendor, category, quick facts,
//   short description) is consulted only when those are few;
// - a SKU-shaped fragment ('dvm-ph-0001') is a SKU prefix search and needs no word search;
// - typos are caught by trigram similarity of the whole text against names (when few words hit);
// - band 3 exact SKU/name/variation SKU, 2 name or SKU starts with the text, 1 every word in
//   name/SKU/brand, 0 other; then in stock first; then similarity; then id.
import { stemmer } from "stemmer";
import { compareRank, FUZZY_MIN_LENGTH, looksLikeSkuFragment, searchTerms, splitWords, type RankKey } from "./rules";

export type IndexedItem = {
  id: number;
  name: string;
  sku: string;
  brand: string;
  inStock: boolean;
  /** variation SKUs (exact SKU match finds the parent product) */
  skus: string[];
  /** vendor, category, quick facts, short description: the wider match */
  wider: string;
};

export const CAPS = { sku: 20, wordsA: 40, wider: 30, fuzzy: 30 } as const;
/** Below this many name/SKU/brand hits the typo-tolerant source is consulted too. */
const FUZZY_WHEN_FEWER_THAN = 10;
/** pg_trgm's word-similarity threshold for `<%`. */
const FUZZY_THRESHOLD = 0.6;

// the catalog's vocabulary is small next to its size: stem each distinct word once
const stems = new Map<string, string>();
function stem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = stemmer(word);
    if (stems.size < 200_000) stems.set(word, s);
  }
  return s;
}

/** Index words of a text: each word as written and its stem (the SQL side's 'simple' and 'english'). */
export function indexWords(text: string): string[] {
  const out = new Set<string>();
  for (const w of splitWords(text)) {
    out.add(w);
    out.add(stem(w));
  }
  return [...out];
}

/** Trigrams of each word padded as pg_trgm pads them ('  w', ' wo', ..., 'rd '). */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of splitWords(text)) {
    const padded = `  ${w} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/**
 * How closely the text resembles some run of consecutive words of the name (0..1), in the
 * spirit of pg_trgm's word_similarity: shared trigrams over the trigrams of both.
 */
export function wordSimilarity(text: string, name: string): number {
  const q = trigrams(text);
  if (q.size === 0) return 0;
  const nameWords = splitWords(name);
  const span = Math.max(1, splitWords(text).length);
  let best = 0;
  for (let i = 0; i < nameWords.length; i++) {
    for (let len = 1; len <= span + 1 && i + len <= nameWords.length; len++) {
      const t = trigrams(nameWords.slice(i, i + len).join(" "));
      let common = 0;
      for (const g of q) if (t.has(g)) common++;
      best = Math.max(best, common / (q.size + t.size - common));
    }
  }
  return best;
}

/** Sorted distinct words with the items holding each, for prefix lookups by binary search. */
class PrefixIndex {
  private readonly keys: string[];
  private readonly postings: Int32Array[];

  constructor(entries: Map<string, number[]>) {
    this.keys = [...entries.keys()].sort();
    this.postings = this.keys.map((k) => Int32Array.from(entries.get(k)!));
  }

  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.keys[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The items of the first keys (in key order) that start with the prefix, up to `cap` items. */
  firstInKeyOrder(prefix: string, cap: number, into: Set<number>): number {
    let found = 0;
    for (
      let i = this.lowerBound(prefix);
      i < this.keys.length && found < cap && this.keys[i]!.startsWith(prefix);
      i++
    ) {
      for (const pos of this.postings[i]!) {
        if (found >= cap) break;
        into.add(pos);
        found++;
      }
    }
    return found;
  }

  /** Marks every item holding a word that starts with one of the prefixes. */
  mark(prefixes: string[], into: Uint8Array): void {
    for (const prefix of prefixes) {
      for (let i = this.lowerBound(prefix); i < this.keys.length && this.keys[i]!.startsWith(prefix); i++) {
        for (const pos of this.postings[i]!) into[pos] = 1;
      }
    }
  }
}

function addWords(map: Map<string, number[]>, list: Iterable<string>, pos: number) {
  for (const w of list) {
    const at = map.get(w);
    if (!at) map.set(w, [pos]);
    else if (at[at.length - 1] !== pos) at.push(pos);
  }
}

export type TypeAheadHit = { id: number; rank: RankKey };

/** Items are indexed in slices, yielding between them, so a rebuild never stalls the server for long. */
const BUILD_SLICE = 5000;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export class TypeAheadIndex {
  /** positions follow the ids' order, so "the first N matches" means what the SQL side's index order gives */
  private readonly ids: Int32Array;
  private readonly inStock: Uint8Array;
  private readonly names: string[];
  private readonly skusLower: string[];
  private readonly bySku: Map<string, number>;
  private readonly skus: PrefixIndex;
  private readonly wordsA: PrefixIndex;
  /** vendor, category and quick-fact words only; the wide match is these or the A words */
  private readonly wordsWider: PrefixIndex;
  /** distinct name words, their trigrams (for typos) and the items whose name holds each */
  private readonly vocabulary: string[];
  private readonly vocabularyGrams: Map<string, Int32Array>;
  private readonly nameWordItems: Int32Array[];

  private constructor(
    items: IndexedItem[],
    parts: {
      names: string[];
      skusLower: string[];
      bySku: Map<string, number>;
      skus: Map<string, number[]>;
      a: Map<string, number[]>;
      wider: Map<string, number[]>;
      nameWords: Map<string, number[]>;
    },
  ) {
    this.ids = Int32Array.from(items, (it) => it.id);
    this.inStock = Uint8Array.from(items, (it) => (it.inStock ? 1 : 0));
    this.names = parts.names;
    this.skusLower = parts.skusLower;
    this.bySku = parts.bySku;
    this.skus = new PrefixIndex(parts.skus);
    this.wordsA = new PrefixIndex(parts.a);
    this.wordsWider = new PrefixIndex(parts.wider);
    this.vocabulary = [...parts.nameWords.keys()];
    this.nameWordItems = this.vocabulary.map((w) => Int32Array.from(parts.nameWords.get(w)!));
    const grams = new Map<string, number[]>();
    this.vocabulary.forEach((w, i) => addWords(grams, trigrams(w), i));
    this.vocabularyGrams = new Map([...grams].map(([g, at]) => [g, Int32Array.from(at)]));
  }

  static async build(input: IndexedItem[]): Promise<TypeAheadIndex> {
    const items = [...input].sort((x, y) => x.id - y.id);
    const parts = {
      names: [] as string[],
      skusLower: [] as string[],
      bySku: new Map<string, number>(),
      skus: new Map<string, number[]>(),
      a: new Map<string, number[]>(),
      wider: new Map<string, number[]>(),
      nameWords: new Map<string, number[]>(),
    };
    for (let pos = 0; pos < items.length; pos++) {
      if (pos > 0 && pos % BUILD_SLICE === 0) await yieldToEventLoop();
      const it = items[pos]!;
      const sku = it.sku.toLowerCase();
      parts.names.push(it.name.toLowerCase());
      parts.skusLower.push(sku);
      if (sku) {
        parts.bySku.set(sku, pos);
        addWords(parts.skus, [sku], pos);
      }
      for (const v of it.skus) parts.bySku.set(v.toLowerCase(), pos);
      // a SKU by its parts; whole-SKU prefixes go through the SKU order
      addWords(parts.a, [...indexWords(it.name), ...splitWords(it.sku), ...indexWords(it.brand)], pos);
      addWords(parts.wider, indexWords(it.wider), pos);
      addWords(parts.nameWords, splitWords(it.name), pos);
    }
    return new TypeAheadIndex(items, parts);
  }

  get size() {
    return this.ids.length;
  }

  /** Positions matching every term (each term as typed or stemmed, as a prefix) in any of the indexes. */
  private allTerms(indexes: PrefixIndex[], terms: string[]): Uint8Array | null {
    let acc: Uint8Array | null = null;
    for (const t of terms) {
      const hit = new Uint8Array(this.ids.length);
      const prefixes = [...new Set([t, stem(t)])];
      for (const index of indexes) index.mark(prefixes, hit);
      if (acc) for (let i = 0; i < acc.length; i++) acc[i]! &= hit[i]!;
      else acc = hit;
    }
    return acc;
  }

  private static firstSet(marks: Uint8Array | null, cap: number, into: Set<number>) {
    if (!marks) return 0;
    let found = 0;
    for (let i = 0; i < marks.length && found < cap; i++)
      if (marks[i]) {
        into.add(i);
        found++;
      }
    return found;
  }

  private skuPrefix(lower: string, into: Set<number>): number {
    return this.skus.firstInKeyOrder(lower, CAPS.sku, into);
  }

  /** Name words within typo distance of a typed word (trigram similarity at the threshold). */
  private similarWords(word: string): number[] {
    const q = [...trigrams(word)];
    const need = Math.ceil(q.length * FUZZY_THRESHOLD);
    // a word sharing `need` of the typed word's trigrams holds one of its (q - need + 1) rarest
    const rare = q
      .map((g) => this.vocabularyGrams.get(g) ?? new Int32Array(0))
      .sort((x, y) => x.length - y.length)
      .slice(0, q.length - need + 1);
    const seen = new Set<number>();
    for (const list of rare) for (const i of list) seen.add(i);
    return [...seen].filter((i) => wordSimilarity(word, this.vocabulary[i]!) >= FUZZY_THRESHOLD);
  }

  /** Names resembling the whole text (typos): looked for through the words that resemble its longest word. */
  private fuzzy(lower: string, into: Set<number>) {
    const longest = splitWords(lower).sort((x, y) => y.length - x.length)[0];
    if (!longest || longest.length < FUZZY_MIN_LENGTH) return;
    const marks = new Uint8Array(this.ids.length);
    for (const i of this.similarWords(longest)) for (const pos of this.nameWordItems[i]!) marks[pos] = 1;
    let found = 0;
    let looked = 0;
    for (let pos = 0; pos < marks.length && found < CAPS.fuzzy && looked < 10 * CAPS.fuzzy; pos++) {
      if (!marks[pos]) continue;
      looked++;
      if (wordSimilarity(lower, this.names[pos]!) >= FUZZY_THRESHOLD) {
        into.add(pos);
        found++;
      }
    }
  }

  private band(pos: number, lower: string, aMarks: Uint8Array | null): number {
    const name = this.names[pos]!;
    const sku = this.skusLower[pos]!;
    if (name === lower || this.bySku.get(lower) === pos) return 3; // its SKU or a variation's
    if (name.startsWith(lower) || sku.startsWith(lower)) return 2;
    return aMarks?.[pos] ? 1 : 0;
  }

  /** The best `limit` items for a normalized search text, best first. */
  search(text: string, limit: number): TypeAheadHit[] {
    const lower = text.toLowerCase();
    const terms = searchTerms(text);
    const cands = new Set<number>();
    const exact = this.bySku.get(lower);
    if (exact !== undefined) cands.add(exact);
    const skuHits = looksLikeSkuFragment(lower) ? this.skuPrefix(lower, cands) : 0;
    const aMarks = skuHits === 0 && terms.length ? this.allTerms([this.wordsA], terms) : null;
    if (aMarks) {
      const aCount = TypeAheadIndex.firstSet(aMarks, CAPS.wordsA, cands);
      if (aCount < CAPS.wider)
        TypeAheadIndex.firstSet(this.allTerms([this.wordsA, this.wordsWider], terms), CAPS.wider, cands);
      if (aCount < FUZZY_WHEN_FEWER_THAN && Array.from(lower).length >= FUZZY_MIN_LENGTH) this.fuzzy(lower, cands);
    } else if (skuHits === 0 && Array.from(lower).length >= FUZZY_MIN_LENGTH) {
      this.fuzzy(lower, cands);
    }
    const hits = [...cands].map((pos) => {
      const id = this.ids[pos]!;
      return {
        id,
        rank: {
          band: this.band(pos, lower, aMarks),
          inStock: this.inStock[pos] === 1,
          score: wordSimilarity(lower, this.names[pos]!),
          tie: id,
        },
      };
    });
    return hits.sort((x, y) => compareRank(x.rank, y.rank)).slice(0, limit);
  }
}
