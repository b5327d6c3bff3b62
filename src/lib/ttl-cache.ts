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

/**
 * Like ttlCache for one value that is costly to load: once it is older than `ttlMs` the next
 * caller still gets the old value at once while a single reload runs behind it. Only a value
 * older than `maxStaleMs` (or none yet) makes a caller wait.
 */
export function staleWhileRevalidate<T>(ttlMs: number, maxStaleMs: number, load: () => Promise<T>) {
  let current: { at: number; value: T } | null = null;
  let loading: Promise<T> | null = null;
  const reload = () => {
    loading ??= load().then(
      (value) => { current = { at: Date.now(), value }; loading = null; return value; },
      (err) => { loading = null; throw err; },
    );
    return loading;
  };
  return async (): Promise<T> => {
    const age = current ? Date.now() - current.at : Infinity;
    if (ttlMs <= 0 || age > maxStaleMs) return reload();
    if (age >= ttlMs) reload().catch(() => undefined); // the next caller sees the new value
    return current!.value;
  };
}
