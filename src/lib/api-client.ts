import type { ZodType } from "zod";

/** Shown when no answer arrived at all (offline, the server down, the request cut off). */
export const NETWORK_SENTENCE = "The server could not be reached. Please try again.";
/** Shown when an answer arrived but says nothing a person can read (not JSON, no sentence, wrong shape). */
export const UNREADABLE_SENTENCE = "Something went wrong. Please try again.";

export type ApiOk<T> = { ok: true; status: number; data: T; message?: string };
/** `body` is the refusal as the server sent it, for the few screens that show more than its sentence. */
export type ApiFail = { ok: false; status: number; message: string; body?: Record<string, unknown> };
export type ApiResult<T> = ApiOk<T> | ApiFail;

export type ApiOptions<T> = {
  /** Checks the answer's shape; a mismatch is a failure with the unreadable sentence. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  cache?: RequestCache;
  headers?: Record<string, string>;
};

type Answer = { success?: unknown; message?: unknown };

/**
 * The browser's one way to call our own JSON API: JSON in (FormData or a file as is), the spec's
 * `{ success, message }` answer out, never a throw (only the caller's own abort is rethrown, as
 * TanStack Query expects). `data` is the whole answer the server sent.
 */
export async function api<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  opts: ApiOptions<T> = {},
): Promise<ApiResult<T>> {
  // a form or a file goes as it is (the browser sets a form's boundary; a file's type is the caller's header)
  const isForm = body instanceof FormData || body instanceof Blob;
  const headers = { ...(body === undefined || isForm ? {} : { "content-type": "application/json" }), ...opts.headers };
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: opts.signal,
      cache: opts.cache,
    });
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    return { ok: false, status: 0, message: NETWORK_SENTENCE };
  }
  return readAnswer(res, opts.schema);
}

/** Reads one answer of our API (exported for the few callers that must hold the Response themselves). */
export async function readAnswer<T>(res: Response, schema?: ZodType<T>): Promise<ApiResult<T>> {
  let parsed: unknown = null;
  try {
    const text = await res.text();
    parsed = text === "" ? null : JSON.parse(text);
  } catch {
    return { ok: false, status: res.status, message: UNREADABLE_SENTENCE };
  }
  const answer: Answer = parsed && typeof parsed === "object" ? (parsed as Answer) : {};
  const sentence = typeof answer.message === "string" && answer.message ? answer.message : undefined;
  if (!res.ok || answer.success === false) {
    const body = parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : undefined;
    return { ok: false, status: res.status, message: sentence ?? UNREADABLE_SENTENCE, body };
  }
  if (schema) {
    const checked = schema.safeParse(parsed);
    if (!checked.success) return { ok: false, status: res.status, message: UNREADABLE_SENTENCE };
    return { ok: true, status: res.status, data: checked.data, message: sentence };
  }
  return { ok: true, status: res.status, data: parsed as T, message: sentence };
}
