import "server-only";

/**
 * Small in-process cache for reads that are the same for every viewer (facet counts,
 * category trees, the footer's departments). Entries live a short time, so each instance
 * converges on fresh data on its own; prices and stock are never cached here.
 */
export function ttlCache<T>(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return async (key: string, load: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    const value = load();
    entries.set(key, { at: now, value });
    value.catch(() => entries.delete(key)); // never keep a failure
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return value;
  };
}
