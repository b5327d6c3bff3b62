// The distinct words of the catalog, sorted, with typo-tolerant lookup. Walking the sorted list
// reuses the distance rows of the common prefix with the previous word (a trie walk without the
// trie's memory) and skips every word under a prefix already too far from the typed word.

export type Expansion = { word: string; typos: number };

function lowerBound(words: readonly string[], key: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (words[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index after every word starting with prefix. */
function afterPrefix(words: readonly string[], prefix: string): number {
  return lowerBound(words, prefix + "\uffff");
}

export class Vocabulary {
  private words: string[] = [];
  private readonly known = new Set<string>();

  get size() {
    return this.words.length;
  }

  /** Adds many words at once (a build): one sort instead of many inserts. */
  addAll(words: Iterable<string>): void {
    for (const w of words) this.known.add(w);
    this.words = [...this.known].sort();
  }

  /** Adds one word in place (an incremental update). */
  add(word: string): void {
    if (this.known.has(word)) return;
    this.known.add(word);
    this.words.splice(lowerBound(this.words, word), 0, word);
  }

  /** Words starting with prefix, exactly (no typos). */
  withPrefix(prefix: string, cap = Infinity): string[] {
    const out: string[] = [];
    for (let i = lowerBound(this.words, prefix); i < this.words.length && out.length < cap; i++) {
      if (!this.words[i]!.startsWith(prefix)) break;
      out.push(this.words[i]!);
    }
    return out;
  }

  /**
   * Words within maxTypos of q (Damerau: a swap is one typo). With `prefix`, a word matches when
   * one of its prefixes does (the last typed word is still being typed); typos are the best such.
   */
  lookup(q: string, maxTypos: number, prefix: boolean): Expansion[] {
    if (maxTypos === 0) {
      if (prefix) return this.withPrefix(q).map((word) => ({ word, typos: 0 }));
      return this.known.has(q) ? [{ word: q, typos: 0 }] : [];
    }
    const m = q.length;
    const out: Expansion[] = [];
    // rows[d] = distances between the first d letters of the current word and each prefix of q
    const rows: Int32Array[] = [Int32Array.from({ length: m + 1 }, (_, j) => j)];
    const prefMin: number[] = [m];
    let prev = "";
    let valid = 0; // rows[0..valid] hold for prev
    const words = this.words;
    let i = 0;
    while (i < words.length) {
      const w = words[i]!;
      let c = 0;
      while (c < valid && c < w.length && prev[c] === w[c]) c++;
      let pruned = -1;
      for (let d = c + 1; d <= w.length; d++) {
        const up = rows[d - 1]!;
        const row = (rows[d] ??= new Int32Array(m + 1));
        row[0] = d;
        let rowMin = d;
        const ch = w[d - 1];
        for (let j = 1; j <= m; j++) {
          let v = Math.min(up[j]! + 1, row[j - 1]! + 1, up[j - 1]! + (ch === q[j - 1] ? 0 : 1));
          if (d > 1 && j > 1 && ch === q[j - 2] && w[d - 2] === q[j - 1]) v = Math.min(v, rows[d - 2]![j - 2]! + 1);
          row[j] = v;
          if (v < rowMin) rowMin = v;
        }
        prefMin[d] = Math.min(prefMin[d - 1]!, row[m]!);
        if (rowMin > maxTypos) {
          pruned = d;
          break;
        }
      }
      prev = w;
      if (pruned >= 0) {
        valid = pruned - 1;
        const best = prefix ? prefMin[pruned - 1]! : Infinity;
        // every word under w[0..pruned) is too far, unless (prefix mode) a shorter prefix already matched
        const end = afterPrefix(words, w.slice(0, pruned));
        if (best <= maxTypos) for (let k = i; k < end; k++) out.push({ word: words[k]!, typos: best });
        i = end;
        continue;
      }
      valid = w.length;
      const typos = prefix ? prefMin[w.length]! : rows[w.length]![m]!;
      if (typos <= maxTypos) out.push({ word: w, typos });
      i++;
    }
    return out;
  }
}
