import { refuseControlChars } from "./control-chars";
import { AppError } from "./errors";

/** Body limits per route kind (README "Security"); uploads add room for the multipart framing. */
export const BODY_LIMITS = {
  json: 1024 * 1024,
  auth: 64 * 1024,
  multipartOverhead: 64 * 1024,
} as const;

const KB = 1024;
const readable = (bytes: number) =>
  bytes >= KB * KB ? `${Math.round((bytes / KB / KB) * 10) / 10} MB` : `${Math.round(bytes / KB)} KB`;

export function tooLarge(limit: number): AppError {
  return new AppError("TOO_LARGE", `The request is too large: send at most ${readable(limit)}.`);
}

/**
 * Reads the whole body but never more than `limit` bytes: a declared Content-Length over the limit
 * is refused before reading, and a chunked body is cut off as soon as it passes the limit, so a huge
 * upload costs at most `limit` bytes of memory.
 */
export async function readLimited(req: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    parts.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

/** A multipart or form-encoded body, read within `limit`; its text fields hold no control characters. */
export async function readLimitedForm(req: Request, limit: number): Promise<FormData> {
  const bytes = await readLimited(req, limit);
  const type = req.headers.get("content-type") ?? "";
  let form: FormData;
  try {
    form = await new Response(bytes as BodyInit, { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", "The form data could not be read.");
  }
  for (const [name, value] of form.entries()) if (typeof value === "string") refuseControlChars({ [name]: value });
  return form;
}

/**
 * For bodies handed on as bytes (the sign-in and sign-up endpoints): JSON or form-encoded text is
 * refused when it holds a control character; anything unreadable is left for the receiver to refuse.
 */
export function refuseControlCharsIn(bytes: Uint8Array, type: string): void {
  const text = new TextDecoder().decode(bytes);
  let value: unknown;
  try {
    if (type.includes("application/json")) value = JSON.parse(text);
    else if (type.includes("application/x-www-form-urlencoded")) value = Object.fromEntries(new URLSearchParams(text));
    else return;
  } catch {
    return;
  }
  refuseControlChars(value);
}

/** A UTF-8 text body (a CSV upload), read within `limit`. */
export async function readLimitedText(req: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readLimited(req, limit));
}
