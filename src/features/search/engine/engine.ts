// The one search engine: an in-memory inverted index over products and services, pure (the server
// module fills it from the database and keeps it fresh). Words match with typos by length
// (Damerau), the last word also as a prefix with typos, codes whatever their punctuation or case
// and by fragment; synonyms widen a word; ranking is rules.ts's rankScore.
import {
  FIELD,
  compactCode,
  looksLikeCode,
  pairProximity,
  rankScore,
  searchTerms,
  splitWords,
  typoBudget,
} from "../rules";
import { expandSynonyms } from "./synonyms";
import { Vocabulary } from "./vocabulary";

export type EngineDoc = {
  kind: "product" | "service";
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

export type EngineHit = { kind: "product" | "service"; id: number; score: number };
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
  private readonly slotOf = new Map<string, number>();
  private readonly exactCodes = new Map<string, number>();
  private codeText = "";
  private codeStarts: number[] = [];
  private codesDirty = true;
  private dead = 0;

  static build(docs: Iterable<EngineDoc>): SearchEngine {
    const engine = new SearchEngine();
    const words = new Set<string>();
    for (const d of docs) for (const w of engine.index(d)) words.add(w);
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
    this.nameKeys.push(splitWords(doc.name).join(" "));
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
    this.codesDirty = true;
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
      this.slotOf.delete(key);
      this.dead++;
      this.codesDirty = true;
    }
    if (doc) for (const w of this.index(doc)) this.vocabulary.add(w);
  }

  private codeFragments(compact: string): number[] {
    if (this.codesDirty) {
      const parts: string[] = [];
      this.codeStarts = [];
      let at = 0;
      this.docs.forEach((d, slot) => {
        if (!d || !d.codes.length) return;
        const text = SEP + d.codes.map(compactCode).join(SEP);
        this.codeStarts.push(at, slot);
        parts.push(text);
        at += text.length;
      });
      this.codeText = parts.join("");
      this.codesDirty = false;
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
      out.add(this.codeStarts[lo * 2 + 1]!);
      i = this.codeText.indexOf(compact, i + 1);
    }
    return [...out];
  }

  search(text: string, req: SearchRequest): EngineResult {
    const terms = searchTerms(text);
    const n = this.docs.length;
    const W = Math.max(1, terms.length);
    // per slot and word: best typos*4+field (255 = no match) and the position there
    const best = new Uint8Array(n * W).fill(255);
    const pos = new Uint8Array(n * W);
    terms.forEach((term, t) => {
      const last = t === terms.length - 1;
      const expansions = this.vocabulary.lookup(term, typoBudget(term), last);
      for (const alt of expandSynonyms(term)) expansions.push({ word: alt, typos: 0 });
      for (const { word, typos } of expansions) {
        const list = this.postings.get(word);
        if (!list) continue;
        for (const e of list) {
          const slot = Math.floor(e / 64);
          const code = typos * 4 + ((e >> 4) & 3);
          const at = slot * W + t;
          if (code < best[at]!) {
            best[at] = code;
            pos[at] = e & 15;
          }
        }
      }
    });
    const compact = compactCode(text);
    const exactSlot = looksLikeCode(compact) ? this.exactCodes.get(compact) : undefined;
    const codeSlots = new Set(looksLikeCode(compact) ? this.codeFragments(compact) : []);
    const lowerName = terms.join(" ");
    // the documents matching the most words (a typed word matching nothing leaves the rest to decide)
    let most = 1;
    const matched = new Uint8Array(n);
    for (let slot = 0; slot < n; slot++) {
      let c = 0;
      for (let t = 0; t < terms.length; t++) if (best[slot * W + t] !== 255) c++;
      matched[slot] = c;
      if (c > most) most = c;
    }
    const hits: EngineHit[] = [];
    for (let slot = 0; slot < n; slot++) {
      const doc = this.docs[slot];
      const byCode = codeSlots.has(slot);
      if (!doc || (matched[slot]! < most && !byCode)) continue;
      if (req.categoryIds && (doc.categoryId === null || !req.categoryIds.has(doc.categoryId))) continue;
      let typos = 0;
      let attribute = 0;
      let proximity = 0;
      let prev = -1;
      for (let t = 0; t < terms.length; t++) {
        const b = best[slot * W + t]!;
        if (b === 255) continue;
        typos += b >> 2;
        attribute += b & 3;
        if (prev >= 0) {
          const pb = best[slot * W + prev]!;
          proximity += pairProximity(pb & 3, pos[slot * W + prev]!, b & 3, pos[slot * W + t]!);
        }
        prev = t;
      }
      const exact = slot === exactSlot || this.nameKeys[slot] === lowerName;
      const score = rankScore({
        exact,
        typos: byCode ? 0 : typos,
        words: byCode ? terms.length : matched[slot]!,
        proximity: byCode ? 0 : proximity,
        attribute: byCode ? 0 : attribute,
        inStock: doc.inStock,
        sold: doc.sold,
      });
      hits.push({ kind: doc.kind, id: doc.id, score });
    }
    return { hits: topK(hits, req.limit), total: hits.length };
  }
}

/** The best `limit` hits in order without sorting every match (a one-letter search matches most). */
function topK(hits: EngineHit[], limit: number): EngineHit[] {
  const better = (a: EngineHit, b: EngineHit) => a.score > b.score || (a.score === b.score && a.id < b.id);
  if (hits.length <= limit * 4) return hits.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0)).slice(0, limit);
  const top: EngineHit[] = [];
  for (const h of hits) {
    if (top.length === limit && !better(h, top[limit - 1]!)) continue;
    let i = top.length === limit ? limit - 1 : top.length;
    while (i > 0 && better(h, top[i - 1]!)) i--;
    top.splice(i, 0, h);
    if (top.length > limit) top.pop();
  }
  return top;
}
