import { createRequire } from "node:module";
import path from "node:path";
import pino, { type Logger } from "pino";
import { getConfig } from "./config";
import { currentContext } from "./request-context";

/**
 * The one logger: JSON lines on stdout in production (and tests), readable lines in development.
 * Every line carries the request or job it belongs to (request-context.ts). Callers log chosen
 * fields, never a request's headers or body; the redaction below is the net under that rule.
 */
const REDACT = [
  "password",
  "*.password",
  "token",
  "*.token",
  "secret",
  "*.secret",
  "cookie",
  "*.cookie",
  "authorization",
  "*.authorization",
  "headers",
  "*.headers",
  "body",
  "*.body",
  "card",
  "*.card",
];

function create(): Logger {
  const { LOG_LEVEL, NODE_ENV } = getConfig();
  const options: pino.LoggerOptions = {
    level: LOG_LEVEL,
    base: undefined, // no pid/hostname on every line: the platform adds where a line came from
    redact: { paths: REDACT, censor: "[redacted]" },
    // every `err` field, an Error or only its message, is cut like errorFields cuts it: a caller that logs
    // `{ err: e.message }` cannot carry a failed query's parameters into the output
    serializers: { err: errField },
    mixin: () => {
      const ctx = currentContext();
      if (!ctx) return {};
      const out: Record<string, string> = {};
      if (ctx.requestId) out.requestId = ctx.requestId;
      if (ctx.userId) out.userId = ctx.userId;
      if (ctx.apiKeyId) out.apiKeyId = ctx.apiKeyId;
      if (ctx.job) out.job = ctx.job;
      if (ctx.jobId) out.jobId = ctx.jobId;
      return out;
    },
  };
  if (NODE_ENV === "development") {
    try {
      // a development dependency, loaded only here (from the project, whichever bundle asks): production never needs it
      const load = createRequire(path.join(process.cwd(), "package.json"));
      const pretty = load("pino-pretty") as (o: object) => pino.DestinationStream;
      return pino(options, pretty({ colorize: true, ignore: "time" }));
    } catch {
      /* not installed: JSON lines */
    }
  }
  return pino(options);
}

const holder = globalThis as unknown as { __dvmLogger?: Logger };

/** The process logger, or a child naming the part of the app a line comes from. */
export function log(component?: string): Logger {
  holder.__dvmLogger ??= create();
  return component ? holder.__dvmLogger.child({ component }) : holder.__dvmLogger;
}

/** A logged `err`: an Error or a bare message through errorFields; fields errorFields made, with the message cut again. */
function errField(value: unknown) {
  if (value instanceof Error || typeof value !== "object" || value === null) return errorFields(value).err;
  const fields = value as { message?: unknown };
  return typeof fields.message === "string" ? { ...fields, message: cutParams(fields.message) } : fields;
}

const cutParams = (message: string) => message.split("\nparams:")[0]!.slice(0, 500);

/**
 * An error as log fields: its name, code and message, and the top of its stack. A failed query's
 * message lists the statement's parameters (an e-mail, a token's hash): they are cut off.
 */
export function errorFields(err: unknown): { err: { name?: string; code?: string; message: string; stack?: string } } {
  if (!(err instanceof Error)) return { err: { message: cutParams(String(err)) } };
  const code = (err as { code?: unknown }).code;
  return {
    err: {
      name: err.name,
      ...(typeof code === "string" ? { code } : {}),
      message: cutParams(err.message),
      // the frames only: a message's own later lines (a query's parameters) repeat at the top of the stack
      stack: err.stack
        ?.split("\n")
        .filter((l) => /^\s+at /.test(l))
        .slice(0, 5)
        .join("\n"),
    },
  };
}
