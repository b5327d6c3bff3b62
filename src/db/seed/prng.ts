/**
 * Small seeded pseudo-random generator (mulberry32) with the helpers the seed
 * generators need. Same seed, same sequence, on every machine.
 */
export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Returns a shuffled copy; the input is left untouched. */
  shuffle<T>(items: readonly T[]): T[];
  /** Picks `count` distinct items (or all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
}

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes several integers into one 32-bit seed, so each product can own a stream. */
export function hashSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x01000193);
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995);
    h ^= h >>> 15;
  }
  return h >>> 0;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick() from an empty list");
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = items.slice();
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy;
  };
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error("weighted() from an empty list");
      return last[0];
    },
  };
}

/**
 * Weighted picker over a fixed table, precomputed once so picking is a binary
 * search (used per product, so it has to stay cheap at 100k+ rows).
 */
export function weightedTable<T>(entries: readonly (readonly [T, number])[]): (rng: Rng) => T {
  const values = entries.map(([value]) => value);
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of entries) {
    total += weight;
    cumulative.push(total);
  }
  if (values.length === 0) throw new Error("weightedTable() needs entries");
  return (rng) => {
    const roll = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > roll) hi = mid;
      else lo = mid + 1;
    }
    return values[lo] as T;
  };
}
