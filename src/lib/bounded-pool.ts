import { AppError } from "./errors";

export type BoundedPool = {
  /** Runs `task` when a slot is free; refuses at once when `queue` tasks already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
};

/**
 * At most `concurrency` tasks at a time, at most `queue` waiting, each given up after `timeoutMs`
 * (`onTimeout` then stops the work, e.g. ends a worker, so an abandoned task does not keep a core).
 * Busy and timed-out calls throw a 503 AppError with a sentence and Retry-After.
 */
export function boundedPool(opts: {
  concurrency: number;
  queue: number;
  timeoutMs: number;
  busyMessage: string;
  timeoutMessage: string;
  onTimeout?: () => void;
}): BoundedPool {
  let active = 0;
  const waiters: (() => void)[] = [];
  const release = () => {
    active--;
    const next = waiters.shift();
    if (next) {
      active++;
      next();
    }
  };
  const slot = (): Promise<void> => {
    if (active < opts.concurrency) {
      active++;
      return Promise.resolve();
    }
    if (waiters.length >= opts.queue)
      return Promise.reject(new AppError("UNAVAILABLE", opts.busyMessage, { retryAfter: 10 }));
    return new Promise((resolve) => waiters.push(resolve));
  };
  return {
    get active() {
      return active;
    },
    get waiting() {
      return waiters.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      await slot();
      let timer: NodeJS.Timeout | undefined;
      let released = false;
      const done = () => {
        if (released) return;
        released = true;
        clearTimeout(timer);
        release();
      };
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          done();
          opts.onTimeout?.();
          reject(new AppError("UNAVAILABLE", opts.timeoutMessage, { retryAfter: 10 }));
        }, opts.timeoutMs);
      });
      try {
        return await Promise.race([task(), timeout]);
      } finally {
        done();
      }
    },
  };
}
