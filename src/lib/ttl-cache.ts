import "server-only";
import { LRUCache } from "lru-cache";
import { countCache } from "./metrics";
import { atRequestTime } from "./request-time";

type Slot<T> = { promise: Promise<T>; settled: boolean; value?: T };

/**
 * In-process cache for reads that are the same for every viewer (product rows, collections,
 * category trees, the footer's departments), bounded by count (least recently used out first) and
 * by age as a backstop. Freshness comes from invalidation, not from the age: the owner subscribes to
 * the change bus (`lib/change-bus.ts`) and drops what a write changed. A pending load that a change
 * overtakes is dropped too, so a read that began before the write is never kept after it.
 * A read is request-time work even when it is answered from memory (see `request-time.ts`): a
 * prerender stops at it, so a clock read that follows is never taken at build time. `name` labels
 * its hits and misses in the metrics.
 */
export function ttlCache<T>(ttlMs: number, maxEntries = 500, name = "other") {
  const slots = ttlMs > 0 ? new LRUCache<string, Slot<T>>({ max: maxEntries, ttl: ttlMs }) : null;

  return {
    /** The cached value for `key`, loading it once when missing (concurrent callers share the load). */
    get(key: string, load: () => Promise<T>): Promise<T> {
      // the slot is taken before any wait, so a change announced right after this call drops it
      const request = atRequestTime();
      if (!slots) return request.then(load);
      const hit = slots.get(key);
      countCache(name, hit !== undefined); // per cache, on the metrics listener
      if (hit) return request.then(() => hit.promise);
      const slot: Slot<T> = { promise: request.then(load), settled: false };
      slot.promise.then(
        (value) => Object.assign(slot, { settled: true, value }),
        () => slots.get(key) === slot && slots.delete(key), // never keep a failure
      );
      slots.set(key, slot);
      return slot.promise;
    },
    /** Drops the entries whose loaded value matches, and every load still in flight. */
    dropWhere(matches: (value: T) => boolean): void {
      if (!slots) return;
      for (const [key, slot] of slots.entries()) if (!slot.settled || matches(slot.value as T)) slots.delete(key);
    },
    delete(key: string): void {
      slots?.delete(key);
    },
    clear(): void {
      slots?.clear();
    },
    get size(): number {
      return slots?.size ?? 0;
    },
  };
}
export type TtlCache<T> = ReturnType<typeof ttlCache<T>>;
