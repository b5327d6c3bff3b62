/**
 * A form's validation issues by field, so each one is said beside its field, not one at a time at the
 * top. The key is the field's path as the schema names it: "name", "variations.0.sku".
 */
export type FieldErrors = Record<string, string>;

export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "form";
    // the first problem of a field is the one to fix first
    out[key] ??= /[.!?]$/.test(issue.message) ? issue.message : `${issue.message}.`;
  }
  return out;
}

/** The props that tie an input to its error: announced as invalid, described by the error's text. */
export function invalidProps(errors: FieldErrors, field: string) {
  const message = errors[field];
  return {
    "data-field": field,
    "aria-invalid": message ? true : undefined,
    "aria-describedby": message ? errorId(field) : undefined,
  } as const;
}

export const errorId = (field: string) => `error-${field.replace(/[^A-Za-z0-9_-]/g, "-")}`;
