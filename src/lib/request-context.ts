import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What every log line of one unit of work carries: a request's id (and its user once the session is
 * read), or a job's. The server in front of Next starts a request's context; route code, the job
 * worker and the outbox read it. One store per process on globalThis: the front server and Next's
 * bundles load this module apart, and must share it.
 */
export type WorkContext = {
  requestId?: string;
  userId?: string;
  /** a vendor API key's id (never the key) when the request authenticated with one */
  apiKeyId?: string;
  job?: string;
  jobId?: string;
  /**
   * Answered by the server in front of Next (lib/front-routes.ts): no prerender can be running, and
   * Next's request-time mark would only throw and be caught, a stack trace for every read.
   */
  outsideNext?: boolean;
};

const holder = globalThis as unknown as { __dvmWorkContext?: AsyncLocalStorage<WorkContext> };
const store = (holder.__dvmWorkContext ??= new AsyncLocalStorage<WorkContext>());

export function runWithContext<T>(ctx: WorkContext, fn: () => T): T {
  return store.run(ctx, fn);
}

export function currentContext(): WorkContext | undefined {
  return store.getStore();
}

/** The signed-in user of the request being answered, for its log line (never a token or a cookie). */
export function noteUser(userId: string): void {
  const ctx = store.getStore();
  if (ctx && !ctx.userId) ctx.userId = userId;
}

export function noteApiKey(keyId: number | string): void {
  const ctx = store.getStore();
  if (ctx) ctx.apiKeyId = String(keyId);
}

/** A request id a trusted proxy may hand us: short and plain, so a client cannot forge log lines with it. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
