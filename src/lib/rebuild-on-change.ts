import { atRequestTime } from "./request-time";

/**
 * An in-memory copy of something costly to build from the database (a listing snapshot, a
 * search index). Writes reach it through the change bus: the owner calls `patch` to update just
 * the changed part, or `invalidate` to rebuild it behind the current answer. As a backstop for
 * writes that bypass the app (a seed, hand-run SQL), at most every `checkMs` a small fingerprint
 * query runs behind the answer and the copy is rebuilt when it moved, or when it is older than
 * `maxAgeMs`. Callers never wait for a refresh, only for the very first build. Builds, patches
 * and checks run one at a time, so a patch never lands in a copy that a rebuild then replaces.
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
  const report = (err: unknown) => (opts.onError ?? console.error)(err);
  // fingerprint null: patched since it was taken, so the next check adopts whatever it reads
  let state: { value: T; fingerprint: string | null; builtAt: number } | null = null;
  let checkedAt = 0;
  let running: Promise<void> | null = null;
  let lock: Promise<unknown> = Promise.resolve();
  let lastPatch: Promise<void> = Promise.resolve();

  const serial = <R>(fn: () => Promise<R>): Promise<R> => {
    const next = lock.then(fn, fn);
    lock = next.catch(() => undefined);
    return next;
  };

  const rebuildIfMoved = async (force: boolean) => {
    try {
      const fp = await opts.fingerprint();
      if (force || !state || now() - state.builtAt >= opts.maxAgeMs) {
        state = { value: await opts.build(), fingerprint: fp, builtAt: now() };
      } else if (state.fingerprint === null) state.fingerprint = fp;
      else if (fp !== state.fingerprint) state = { value: await opts.build(), fingerprint: fp, builtAt: now() };
    } catch (err) {
      if (!state) throw err;
      report(err);
    } finally {
      checkedAt = now();
    }
  };

  const refresh = () => {
    running ??= serial(() => rebuildIfMoved(false)).finally(() => (running = null));
    return running;
  };

  const due = () => now() - checkedAt >= opts.checkMs;

  return {
    /** The current copy, or null before the first build (which this starts). */
    peek(): T | null {
      if (due() || !state) refresh().catch(report);
      return state?.value ?? null;
    },
    /** The current copy, waiting only for the first build (or for every check when `checkMs` is 0, as in tests). */
    async get(): Promise<T> {
      await atRequestTime(); // a read from memory is request-time work too (see ttl-cache.ts)
      if (!state || opts.checkMs <= 0) await refresh();
      else if (due()) refresh().catch(() => undefined);
      await lastPatch; // a patch announced before this read is in the answer (a rebuild is not waited for)
      return state!.value;
    },
    /**
     * Applies a change to the current copy (nothing to do before the first build, which reads
     * everything). The stored fingerprint is forgotten rather than read again (that read scans the
     * table, too costly per sale), so the next backstop check adopts the one it reads.
     */
    patch(update: (value: T) => T | Promise<T>): Promise<void> {
      return (lastPatch = serial(async () => {
        if (!state) return;
        try {
          const value = await update(state.value);
          // checking on every read (tests) has no interval for another write to slip into: read it now
          state = { ...state, value, fingerprint: opts.checkMs <= 0 ? await opts.fingerprint() : null };
        } catch (err) {
          report(err);
          await rebuildIfMoved(true);
        }
      }));
    },
    /** Rebuilds the copy now, behind the current answer (for changes too broad to patch). */
    invalidate(): Promise<void> {
      return serial(async () => {
        if (state) await rebuildIfMoved(true);
      });
    },
  };
}
