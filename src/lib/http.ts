import { NextResponse } from "next/server";
import { ZodError, type ZodType } from "zod";
import { AppError } from "./errors";
import { firstIssueSentence } from "./zod-sentences";

export type RouteContext<P> = { params: Promise<P> };

export function json(body: unknown, init?: ResponseInit): NextResponse {
  return NextResponse.json(body, init);
}

export function errorResponse(err: unknown): NextResponse {
  if (err instanceof AppError) {
    const headers =
      err.code === "RATE_LIMITED" && err.extra.retryAfter ? { "Retry-After": String(err.extra.retryAfter) } : undefined;
    return json({ success: false, message: err.message, ...err.extra }, { status: err.status, headers });
  }
  if (err instanceof ZodError) {
    return json({ success: false, message: firstIssueSentence(err) }, { status: 400 });
  }
  console.error("[api] unexpected error", err);
  return json({ success: false, message: "Something went wrong. Please try again." }, { status: 500 });
}

/** Wraps a route handler: one error model for every endpoint, no stack traces to clients. */
export function handle<A extends unknown[]>(fn: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await fn(...args);
    } catch (err) {
      return errorResponse(err);
    }
  };
}

export async function readJson<T>(req: Request, schema: ZodType<T>): Promise<T> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw new AppError("BAD_REQUEST", "The request body must be valid JSON.");
  }
  return schema.parse(body);
}

/** Accepts JSON, form-encoded or multipart bodies, as the spec's clients send all three. */
export async function readBody<T>(req: Request, schema: ZodType<T>): Promise<T> {
  const type = req.headers.get("content-type") ?? "";
  if (type.includes("application/json")) return readJson(req, schema);
  if (type.includes("form")) {
    const form = await req.formData();
    return schema.parse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")));
  }
  throw new AppError("BAD_REQUEST", "Send the request as JSON or form data.");
}
