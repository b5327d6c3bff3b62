import { unstable_rethrow } from "next/navigation";
import { NextResponse } from "next/server";
import { z, ZodError, type ZodType } from "zod";
import { BODY_LIMITS, readLimited, readLimitedForm } from "./body";
import { refuseControlChars } from "./control-chars";
import { refuseCrossSite } from "./csrf";
import { AppError, notFound } from "./errors";
import { atRequestTime } from "./request-time";
import { firstIssueSentence } from "./zod-sentences";
import { errorFields, log } from "./logger";

export type RouteContext<P> = { params: Promise<P> };

const positiveId = z.coerce.number().int().positive();

/** A numeric id from the route's path; anything else is bad input (400), answered like a bad body. */
export async function routeId<K extends string>(ctx: RouteContext<Record<K, string>>, key: K): Promise<number> {
  return positiveId.parse((await ctx.params)[key]);
}

/** A row id from the route's path where anything but a positive 32-bit integer is a missing row (404 with `missing`). */
export async function routeRowId<K extends string>(
  ctx: RouteContext<Record<K, string>>,
  key: K,
  missing: string,
): Promise<number> {
  const parsed = positiveId.max(2_147_483_647).safeParse((await ctx.params)[key]);
  if (!parsed.success) throw notFound(missing);
  return parsed.data;
}

export function json(body: unknown, init?: ResponseInit): NextResponse {
  return NextResponse.json(body, init);
}

export function errorResponse(err: unknown): NextResponse {
  if (err instanceof AppError) {
    const headers =
      (err.code === "RATE_LIMITED" || err.code === "UNAVAILABLE") && err.extra.retryAfter
        ? { "Retry-After": String(err.extra.retryAfter) }
        : undefined;
    return json({ success: false, message: err.message, ...err.extra }, { status: err.status, headers });
  }
  if (err instanceof ZodError) {
    return json({ success: false, message: firstIssueSentence(err) }, { status: 400 });
  }
  const bad = badInputFromDatabase(err);
  if (bad) return json({ success: false, message: bad }, { status: 400 });
  // two writers saved the same unique value at once (two imports of one new SKU): the later one is told
  if (databaseCode(err) === "23505")
    return json(
      { success: false, message: "Someone saved the same value a moment ago. Reload and try again." },
      { status: 409 },
    );
  log("api").error(errorFields(err), "unexpected error");
  return json({ success: false, message: "Something went wrong. Please try again." }, { status: 500 });
}

// Postgres refusing a value the request supplied: out of range for its column (an id ≥ 2^31) or
// not a valid value of its type. Either is the client's input, so 400 with a sentence, not a 500.
const BAD_INPUT_CODES: Record<string, string> = {
  "22003": "A number in the request is out of range.",
  "22P02": "A value in the request is not valid.",
  // a NUL in text: the body readers refuse it first, this answers any that arrives another way
  "22021": "Text in the request contains a character that is not allowed.",
};

/** The Postgres error code of an error or of one it wraps (drivers and Drizzle nest them). */
function databaseCode(err: unknown): string | null {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return null;
}

function badInputFromDatabase(err: unknown): string | null {
  const code = databaseCode(err);
  return code ? (BAD_INPUT_CODES[code] ?? null) : null;
}

/**
 * Wraps a route handler: one error model for every endpoint, no stack traces to clients, and no
 * cookie-carrying state change from another site (lib/csrf.ts). Every answer is made per request:
 * the build never prerenders a handler, even one that reads nothing from the request,
 * and Next's own control-flow signals pass through the catch untouched.
 */
export function handle<A extends unknown[]>(fn: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      await atRequestTime();
      if (args[0] instanceof Request) refuseCrossSite(args[0]);
      return await fn(...args);
    } catch (err) {
      unstable_rethrow(err);
      return errorResponse(err);
    }
  };
}

/**
 * A JSON body of at most 1 MB (413 beyond, while it streams), not yet checked against a schema;
 * text holding a control character other than tab and line breaks is refused here for every route.
 */
export async function readJsonValue(req: Request): Promise<unknown> {
  return parseJsonBody(await readLimited(req, BODY_LIMITS.json), undefined);
}

/** As `readJsonValue`, for routes whose body may be left out: no body (or only white space) reads as `{}`. */
export async function readOptionalJson(req: Request): Promise<unknown> {
  return parseJsonBody(await readLimited(req, BODY_LIMITS.json), {});
}

function parseJsonBody(bytes: Uint8Array, whenEmpty: unknown): unknown {
  let value: unknown;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    if (whenEmpty !== undefined && !text.trim()) return whenEmpty;
    value = JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body must be valid JSON.");
  }
  refuseControlChars(value);
  return value;
}

/** For routes that speak JSON only: anything else is 415, so a plain HTML form cannot post here. */
export async function readJson<T>(req: Request, schema: ZodType<T>): Promise<T> {
  if (!(req.headers.get("content-type") ?? "").toLowerCase().includes("application/json"))
    throw new AppError("UNSUPPORTED_TYPE", "Send the request as JSON (Content-Type: application/json).");
  return schema.parse(await readJsonValue(req));
}

/** Accepts JSON, form-encoded or multipart bodies, as the spec's clients send all three. */
export async function readBody<T>(req: Request, schema: ZodType<T>): Promise<T> {
  const type = req.headers.get("content-type") ?? "";
  if (type.includes("application/json")) return readJson(req, schema);
  if (type.includes("form")) {
    const form = await readLimitedForm(req, BODY_LIMITS.json);
    return schema.parse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")));
  }
  throw new AppError("BAD_REQUEST", "Send the request as JSON or form data.");
}

export const NDJSON = "application/x-ndjson";

/** Whether the client asked for a stream of progress lines (NDJSON) instead of one JSON answer. */
export const wantsNdjson = (req: Request) => (req.headers.get("accept") ?? "").includes(NDJSON);

/**
 * A long job answered as NDJSON: one line per progress report as it happens, then the result's line.
 * The status is sent before the work ends, so a failure is the last line, with the status it would have
 * had (`{ success: false, message, status, ... }`); the caller reads the last line as the answer.
 */
export function ndjsonResponse(work: (progress: (line: object) => void) => Promise<object>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: object) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      try {
        send(await work(send));
      } catch (err) {
        const res = errorResponse(err);
        send({ ...((await res.json()) as object), status: res.status });
      }
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": `${NDJSON}; charset=utf-8`, "cache-control": "no-store" } });
}
