// The one search engine: an in-memory inverted index over products and services, pure (the server
// module fills it from the database and keeps it fresh). Words match with typos by length
// (Damerau), the last word also as a prefix with typos, codes whatever their punctuation or case
// and by fragment; synonyms widen a word; ranking is rules.ts's rankScore.
import {
  FIELD,
  compactCode,
  looksLikeCode,
  pairProximity,
  rankScoreOf,
  searchTerms,
  splitWords,
  typoBudget,
} from "../rules";
import { SlotColumns } from "./slot-columns";
import { expandSynonyms } from "./synonyms";
import { Vocabulary, type Expansion } from "./vocabulary";

/** Products and services share the catalog's engine; categories have their own (the drawer's box). */
export type DocKind = "product" | "service" | "category";

export type EngineDoc = {
  kind: DocKind;
  id: number;
  name: string;
  brand: string;
  /** category name and structured attributes (ingredient, species, form...) */
  category: string;
  /** short description, vendor, quick facts */
  description: string;
  /** SKU, variation SKUs, NDC / manufacturer codes */
  codes: string[];
  inStock: boolean;
  sold: number;
  /** for filters (the drawer's category search) */
  categoryId: number | null;
};

export type EngineHit = { kind: DocKind; id: number; score: number };
export type EngineResult = { hits: EngineHit[]; total: number };
export type SearchRequest = { limit: number; categoryIds?: ReadonlySet<number> };

/** Word positions kept per field: proximity beyond this is "far" anyway. */
const MAX_POS = 15;
/** Code fragments looked at per search; a fragment matching more narrows nothing. */
const CODE_FRAGMENT_CAP = 2000;
const SEP = "\u0001";

const encode = (slot: number, field: number, pos: number) => slot * 64 + field * 16 + Math.min(pos, MAX_POS);

export class SearchEngine {
  private readonly vocabulary = new Vocabulary();
  private readonly postings = new Map<string, number[]>();
  private docs: (EngineDoc | null)[] = [];
  /** each document's name as its words joined by spaces, to tell an exact name cheaply */
  private nameKeys: string[] = [];
  private readonly cols = new SlotColumns();
  /**
   * Answers to searches that matched a large share of the catalog (the first letter or two typed),
   * kept until the index next changes: they cost tens of ms to rank and are asked over and over.
   */
  private readonly answers = new Map<string, EngineResult>();
  private readonly slotOf = new Map<string, number>();
  private readonly exactCodes = new Map<string, number>();
  /** every document's compact codes, appended as indexed (SEP before each), searched by indexOf */
  private codeText = "";
  /** appended to codeText at the next code search (one concatenation per batch of updates) */
  private codeParts: string[] = [];
  private codeLength = 0;
  /** pairs (offset in codeText, slot), in offset order */
  private codeStarts: number[] = [];
  private dead = 0;

  static build(docs: Iterable<EngineDoc>): SearchEngine {
    const engine = new SearchEngine();
    const words = new Set<string>();
    for (const d of docs) for (const w of engine.index(d)) words.add(w);
    engine.vocabulary.addAll(words);
    return engine;
  }

  /**
   * The same index, handing the event loop back every `chunk` documents. A server builds (and every ten
   * minutes rebuilds) its index while it answers: at a million products the build is over a minute of
   * CPU, and one synchronous build held every request that long.
   */
  static async buildYielding(docs: readonly EngineDoc[], chunk = 2_000): Promise<SearchEngine> {
    const engine = new SearchEngine();
    const words = new Set<string>();
    for (let i = 0; i < docs.length; i += chunk) {
      for (const d of docs.slice(i, i + chunk)) for (const w of engine.index(d)) words.add(w);
      await new Promise((resolve) => setImmediate(resolve));
    }
    engine.vocabulary.addAll(words);
    return engine;
  }

  get size() {
    return this.docs.length - this.dead;
  }

  /** Share of slots held by removed or replaced documents (a rebuild compacts them). */
  get waste() {
    return this.docs.length ? this.dead / this.docs.length : 0;
  }

  private static key(kind: EngineDoc["kind"], id: number) {
    return `${kind}:${id}`;
  }

  /** Indexes a document into a new slot and returns its words. */
  private index(doc: EngineDoc): Set<string> {
    const slot = this.docs.length;
    this.docs.push(doc);
    const nameKey = splitWords(doc.name).join(" ");
    this.nameKeys.push(nameKey);
    this.cols.set(slot, doc, nameKey);
    this.slotOf.set(SearchEngine.key(doc.kind, doc.id), slot);
    const seen = new Set<string>();
    const fields: [string, number][] = [
      [doc.name, FIELD.name],
      [doc.brand, FIELD.brand],
      [doc.category, FIELD.category],
      [doc.description, FIELD.description],
    ];
    for (const [text, field] of fields) {
      splitWords(text).forEach((w, pos) => {
        if (seen.has(w)) return; // the first (best) field and position of each word
        seen.add(w);
        const list = this.postings.get(w);
        if (list) list.push(encode(slot, field, pos));
        else this.postings.set(w, [encode(slot, field, pos)]);
      });
    }
    for (const code of doc.codes) {
      const c = compactCode(code);
      if (c && !this.exactCodes.has(c)) this.exactCodes.set(c, slot);
    }
    if (doc.codes.length) {
      const text = SEP + doc.codes.map(compactCode).join(SEP);
      this.codeStarts.push(this.codeLength, slot);
      this.codeParts.push(text);
      this.codeLength += text.length;
    }
    return seen;
  }

  /** Adds or replaces a document (an edited product); a null doc removes it (unpublished, vendor suspended). */
  upsert(kind: EngineDoc["kind"], id: number, doc: EngineDoc | null): void {
    const key = SearchEngine.key(kind, id);
    const old = this.slotOf.get(key);
    if (old !== undefined) {
      for (const code of this.docs[old]!.codes) {
        const c = compactCode(code);
        if (this.exactCodes.get(c) === old) this.exactCodes.delete(c);
      }
      this.docs[old] = null;
      this.cols.kill(old);
      this.answers.clear();
      this.slotOf.delete(key);
      this.dead++;
    }
    if (doc) {
      for (const w of this.index(doc)) this.vocabulary.add(w);
      this.answers.clear();
    }
  }

  private codeFragments(compact: string): number[] {
    if (this.codeParts.length) {
      this.codeText += this.codeParts.join("");
      this.codeParts = [];
    }
    const out = new Set<number>();
    for (let i = this.codeText.indexOf(compact); i >= 0 && out.size < CODE_FRAGMENT_CAP;) {
      // the document whose codes hold offset i: the last start at or before it
      let lo = 0;
      let hi = this.codeStarts.length / 2 - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (this.codeStarts[mid * 2]! <= i) lo = mid;
        else hi = mid - 1;
      }
      const slot = this.codeStarts[lo * 2 + 1]!;
      if (this.docs[slot]) out.add(slot); // a replaced document's codes stay in the text, unanswered
      i = this.codeText.indexOf(compact, i + 1);
    }
    return [...out];
  }

  /** Drops the kept broad answers (timing scripts measure the ranking itself with it). */
  forgetAnswers(): void {
    this.answers.clear();
  }

  /** A document by kind and id, while it is indexed. */
  doc(kind: EngineDoc["kind"], id: number): EngineDoc | null {
    const slot = this.slotOf.get(SearchEngine.key(kind, id));
    return slot === undefined ? null : this.docs[slot]!;
  }

  // Per-search scratch, reused (searches are synchronous) and reset through `touched` afterwards, so
  // a search costs what it matches rather than the size of the catalog.
  private best = new Uint8Array(0);
  private pos = new Uint8Array(0);
  private seen = new Uint8Array(0);
  private touched = new Int32Array(0);
  private touchedCount = 0;

  private scratch(words: number) {
    const n = this.docs.length;
    if (this.best.length < n * words) {
      this.best = new Uint8Array(Math.ceil(n * 1.25) * words).fill(NO_MATCH);
      this.pos = new Uint8Array(this.best.length);
    }
    if (this.seen.length < n) {
      this.seen = new Uint8Array(Math.ceil(n * 1.25));
      this.touched = new Int32Array(this.seen.length);
    }
    this.touchedCount = 0;
  }

  private touch(slot: number) {
    if (this.seen[slot]) return;
    this.seen[slot] = 1;
    this.touched[this.touchedCount++] = slot;
  }

  /** Marks every document holding one of these words as matching typed word t (best field and typos kept). */
  private apply(t: number, W: number, expansions: readonly Expansion[]) {
    const { best, pos } = this;
    for (const { word, typos } of expansions) {
      const list = this.postings.get(word);
      if (!list) continue;
      for (const e of list) {
        const slot = e >>> 6;
        const code = typos * 4 + ((e >> 4) & 3);
        const at = slot * W + t;
        if (code < best[at]!) {
          if (best[at] === NO_MATCH) this.touch(slot);
          best[at] = code;
          pos[at] = e & 15;
        }
      }
    }
  }

  /** A live document passing the request's category filter. */
  private answerable(slot: number, req: SearchRequest): boolean {
    if (this.cols.alive[slot] !== 1) return false;
    return !req.categoryIds || req.categoryIds.has(this.cols.category[slot]!);
  }

  /** Documents matching every typed word (and the category filter), counted up to `enough`. */
  private countAll(W: number, words: number, req: SearchRequest, enough: number): number {
    let count = 0;
    for (let i = 0; i < this.touchedCount && count < enough; i++) {
      const slot = this.touched[i]!;
      if (!this.answerable(slot, req)) continue;
      let c = 0;
      for (let t = 0; t < words; t++) if (this.best[slot * W + t] !== NO_MATCH) c++;
      if (c === words) count++;
    }
    return count;
  }

  search(text: string, req: SearchRequest): EngineResult {
    const terms = searchTerms(text);
    const key = req.categoryIds ? null : `${req.limit}\u0000${terms.join(" ")}\u0000${compactCode(text)}`;
    const kept = key === null ? undefined : this.answers.get(key);
    if (kept) return { hits: [...kept.hits], total: kept.total };
    const W = Math.max(1, terms.length);
    this.scratch(W);
    try {
      const result = this.ranked(text, terms, W, req);
      if (key !== null && this.touchedCount * 10 > this.docs.length) {
        if (this.answers.size >= KEPT_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
        this.answers.set(key, { hits: [...result.hits], total: result.total });
      }
      return result;
    } finally {
      // leave the scratch as found: every touched slot back to "no match" (all at once when most were)
      const n = this.docs.length;
      if (this.touchedCount * 8 > n) {
        this.seen.fill(0, 0, n);
        this.best.fill(NO_MATCH, 0, n * W);
      } else
        for (let i = 0; i < this.touchedCount; i++) {
          const slot = this.touched[i]!;
          this.seen[slot] = 0;
          for (let at = slot * W, end = at + W; at < end; at++) this.best[at] = NO_MATCH;
        }
      this.touchedCount = 0;
    }
  }

  private ranked(text: string, terms: string[], W: number, req: SearchRequest): EngineResult {
    const { best, pos } = this;
    // First the words as typed (exact, or a prefix of the last word) and their synonyms. Typo
    // expansions are looked up only when fewer than `limit` documents match every word without a
    // typo: a match with a typo ranks below all of those (rankScore puts typos before everything
    // but an exact code or name), so the best `limit` are the same and the search skips the costly
    // part ("vacc" as a prefix with one typo reaches every "vac", "acc" and "bacc" word). Only
    // `total` then counts the typo-free matches alone.
    terms.forEach((term, t) => {
      const last = t === terms.length - 1;
      const exact: Expansion[] = this.vocabulary.lookup(term, 0, last);
      for (const alt of expandSynonyms(term)) exact.push({ word: alt, typos: 0 });
      this.apply(t, W, exact);
    });
    if (terms.some((t) => typoBudget(t) > 0) && this.countAll(W, terms.length, req, req.limit) < req.limit) {
      terms.forEach((term, t) => {
        const budget = typoBudget(term);
        if (budget === 0) return;
        const typed = this.vocabulary.lookup(term, budget, t === terms.length - 1).filter((e) => e.typos > 0);
        this.apply(t, W, typed);
      });
    }
    const compact = compactCode(text);
    const isCode = looksLikeCode(compact);
    const exactSlot = isCode ? this.exactCodes.get(compact) : undefined;
    // found by a code: flagged beside "touched" (bit 2 of seen) rather than looked up in a set per match
    for (const slot of isCode ? this.codeFragments(compact) : []) {
      this.touch(slot);
      this.seen[slot] = BY_CODE;
    }
    const lowerName = terms.join(" ");
    // the documents matching the most words (a typed word matching nothing leaves the rest to decide),
    // among those that can be answered: a replaced document's old words must not raise the bar
    let most = 1;
    for (let i = 0; i < this.touchedCount; i++) {
      const slot = this.touched[i]!;
      if (!this.answerable(slot, req)) continue;
      let c = 0;
      for (let t = 0; t < terms.length; t++) if (best[slot * W + t] !== NO_MATCH) c++;
      if (c > most) most = c;
    }
    const { cols } = this;
    const top = new TopHits(Math.max(0, Math.floor(req.limit)));
    let total = 0;
    for (let i = 0; i < this.touchedCount; i++) {
      const slot = this.touched[i]!;
      if (!this.answerable(slot, req)) continue;
      const byCode = this.seen[slot] === BY_CODE;
      let matched = 0;
      let typos = 0;
      let attribute = 0;
      let proximity = 0;
      let prev = -1;
      for (let t = 0; t < terms.length; t++) {
        const b = best[slot * W + t]!;
        if (b === NO_MATCH) continue;
        matched++;
        typos += b >> 2;
        attribute += b & 3;
        if (prev >= 0) {
          const pb = best[slot * W + prev]!;
          proximity += pairProximity(pb & 3, pos[slot * W + prev]!, b & 3, pos[slot * W + t]!);
        }
        prev = t;
      }
      if (matched < most && !byCode) continue;
      const exact =
        slot === exactSlot || (cols.nameLength[slot] === lowerName.length && this.nameKeys[slot] === lowerName);
      const inStock = cols.inStock[slot] === 1;
      const sold = cols.sold[slot]!;
      const score = byCode
        ? rankScoreOf(exact, 0, terms.length, 0, 0, inStock, sold)
        : rankScoreOf(exact, typos, matched, proximity, attribute, inStock, sold);
      top.offer(score, cols.id[slot]!, slot);
      total++;
    }
    return { hits: top.hits(this.docs), total };
  }
}

const NO_MATCH = 255;
/** Broad answers kept at most (see `answers`). */
const KEPT_ANSWERS = 64;
const BY_CODE = 2;

/**
 * The best `limit` hits, kept in order as they are offered (best first; equal scores keep the lower
 * id first, so pages never shuffle). A one-letter search matches most of the catalog: nothing is
 * allocated for a hit that does not make the cut.
 */
class TopHits {
  private readonly scores: Float64Array;
  private readonly ids: Int32Array;
  private readonly slots: Int32Array;
  private size = 0;

  constructor(private readonly limit: number) {
    this.scores = new Float64Array(limit);
    this.ids = new Int32Array(limit);
    this.slots = new Int32Array(limit);
  }

  private beats(score: number, id: number, at: number) {
    return score > this.scores[at]! || (score === this.scores[at]! && id < this.ids[at]!);
  }

  offer(score: number, id: number, slot: number) {
    const { limit } = this;
    if (limit === 0 || (this.size === limit && !this.beats(score, id, limit - 1))) return;
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.beats(score, id, mid)) hi = mid;
      else lo = mid + 1;
    }
    const end = Math.min(this.size, limit - 1);
    this.scores.copyWithin(lo + 1, lo, end);
    this.ids.copyWithin(lo + 1, lo, end);
    this.slots.copyWithin(lo + 1, lo, end);
    this.scores[lo] = score;
    this.ids[lo] = id;
    this.slots[lo] = slot;
    if (this.size < limit) this.size++;
  }

  hits(docs: readonly (EngineDoc | null)[]): EngineHit[] {
    const out: EngineHit[] = [];
    for (let i = 0; i < this.size; i++)
      out.push({ kind: docs[this.slots[i]!]!.kind, id: this.ids[i]!, score: this.scores[i]! });
    return out;
  }
}
