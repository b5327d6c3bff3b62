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
  let state: { value: T; fingerprint: string; builtAt: number } | null = null;
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
      if (force || !state || fp !== state.fingerprint || now() - state.builtAt >= opts.maxAgeMs) {
        state = { value: await opts.build(), fingerprint: fp, builtAt: now() };
      }
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
      if (!state || opts.checkMs <= 0) await refresh();
      else if (due()) refresh().catch(() => undefined);
      await lastPatch; // a patch announced before this read is in the answer (a rebuild is not waited for)
      return state!.value;
    },
    /**
     * Applies a change to the current copy (nothing to do before the first build, which reads
     * everything), then takes the fingerprint again so the backstop check does not rebuild for it.
     */
    patch(update: (value: T) => T | Promise<T>): Promise<void> {
      return (lastPatch = serial(async () => {
        if (!state) return;
        try {
          const value = await update(state.value);
          state = { ...state, value, fingerprint: await opts.fingerprint() };
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
