/**
 * An in-memory copy of something costly to build from the database (a listing snapshot, a
 * search index), kept fresh cheaply: at most every `checkMs` a small fingerprint query runs
 * behind the current answer, and the copy is rebuilt only when the fingerprint moved, or when
 * it is older than `maxAgeMs` (for changes the fingerprint does not cover). Callers never wait
 * for a refresh, only for the very first build.
 */
export function rebuildOnChange<T>(opts: {
  checkMs: number;
  maxAgeMs: number;
  fingerprint: () => Promise<string>;
  build: () => Promise<T>;
  now?: () => number;
  onError?: (err: unknown) => void;
}) {
  const now = opts.now ?? Date.now;
  let state: { value: T; fingerprint: string; builtAt: number } | null = null;
  let checkedAt = 0;
  let running: Promise<void> | null = null;

  const refresh = () => {
    running ??= (async () => {
      try {
        const fp = await opts.fingerprint();
        if (!state || fp !== state.fingerprint || now() - state.builtAt >= opts.maxAgeMs) {
          state = { value: await opts.build(), fingerprint: fp, builtAt: now() };
        }
      } catch (err) {
        if (!state) throw err;
        (opts.onError ?? console.error)(err);
      } finally {
        checkedAt = now();
        running = null;
      }
    })();
    return running;
  };

  const due = () => now() - checkedAt >= opts.checkMs;

  return {
    /** The current copy, or null before the first build (which this starts). */
    peek(): T | null {
      if (due() || !state) refresh().catch((err) => (opts.onError ?? console.error)(err));
      return state?.value ?? null;
    },
    /** The current copy, waiting only for the first build (or for every check when `checkMs` is 0, as in tests). */
    async get(): Promise<T> {
      if (!state || opts.checkMs <= 0) await refresh();
      else if (due()) refresh().catch(() => undefined);
      return state!.value;
    },
  };
}
