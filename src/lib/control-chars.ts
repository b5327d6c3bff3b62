import { AppError } from "./errors";

// C0 control characters other than tab, line feed and carriage return: nothing a person types, and
// Postgres refuses NUL in text outright (which surfaced as a 500)
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** Whether text holds a control character a person never types. */
export function hasControlChar(text: string): boolean {
  return FORBIDDEN.test(text);
}

/**
 * The path (`note`, `items[2].name`) of the first string in a parsed body, key or value, holding a
 * control character other than tab, line feed or carriage return; null when there is none.
 * Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function controlCharPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === "string") {
      if (hasControlChar(v)) return path;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push([item, `${path}[${i}]`]));
    } else if (v && typeof v === "object") {
      for (const [k, item] of Object.entries(v)) {
        const at = path ? `${path}.${k}` : k;
        if (hasControlChar(k)) return path || "a field name";
        stack.push([item, at]);
      }
    }
  }
  return null;
}

/** Throws a 400 naming the field when any text in the body holds a control character. */
export function refuseControlChars(value: unknown): void {
  const path = controlCharPath(value);
  if (path === null) return;
  const where = path ? `"${path}"` : "the request";
  throw new AppError(
    "BAD_REQUEST",
    `The text in ${where} contains an invisible control character (such as NUL). Remove it and try again; line breaks and tabs are fine.`,
  );
}
