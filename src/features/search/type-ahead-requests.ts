// The type-ahead's requests, apart from React so they can be tested with fake timers: each
// keystroke restarts a short wait, so a fast typist sends one or two requests for a word, and a
// new keystroke aborts the request still in flight (its answer would be stale anyway).
import { createLatestGuard } from "./rules";

export type TypeAheadFetch<T> = (text: string, signal: AbortSignal) => Promise<T>;

export function createTypeAheadRequests<T>(opts: {
  debounceMs: number;
  fetch: TypeAheadFetch<T>;
  onResult: (text: string, result: T) => void;
  onError: (text: string) => void;
}) {
  const guard = createLatestGuard();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: AbortController | null = null;

  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    inFlight?.abort();
    inFlight = null;
    guard.next(); // anything still answering is now stale
  };

  const send = async (text: string) => {
    const token = guard.next();
    const controller = new AbortController();
    inFlight = controller;
    try {
      const result = await opts.fetch(text, controller.signal);
      if (guard.isLatest(token)) opts.onResult(text, result);
    } catch {
      if (guard.isLatest(token) && !controller.signal.aborted) opts.onError(text);
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  };

  return {
    /** A keystroke: drop what is pending or in flight, and send `text` once typing pauses. */
    type(text: string) {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        void send(text);
      }, opts.debounceMs);
    },
    cancel,
  };
}
