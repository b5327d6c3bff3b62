import type { core } from "zod";

type Issue = core.$ZodIssue;

/** `cart_id` → "cart id", `shippingAddressId` → "shipping address id"; list indexes are left out. */
export function fieldName(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === "string") as string | undefined;
  if (!last) return "value";
  return last
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A message our schemas wrote for people starts with a capital; zod's defaults are recognisable. */
function isWritten(message: string): boolean {
  return /^[A-Z]/.test(message) && !/^(Invalid|Too (small|big)|Expected|Unrecognized)\b/.test(message);
}

/**
 * One place that turns a validation issue into a sentence a person can act on:
 * "cart_id: Too small: expected number to be >0" becomes "The cart id must be greater than 0.",
 * "email: invalid email" becomes "Please enter a valid email address.".
 */
export function issueSentence(issue: Issue): string {
  if (issue.message && isWritten(issue.message))
    return /[.!?]$/.test(issue.message) ? issue.message : `${issue.message}.`;
  const field = fieldName(issue.path);
  const The = `The ${field}`;
  switch (issue.code) {
    case "invalid_type": {
      // zod 4 leaves the input out of issues; its default message still says what was received
      const received = /received (\w+)/.exec(issue.message ?? "")?.[1];
      if (received === "undefined" || received === "null" || (!received && issue.input == null))
        return `${The} is required.`;
      if (issue.expected === "number" || issue.expected === "int") return `${The} must be a number.`;
      if (issue.expected === "array") return `${The} must be a list.`;
      if (issue.expected === "boolean") return `${The} must be yes or no.`;
      return `${The} is not in the expected form.`;
    }
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string")
        return min <= 1 ? `${The} is required.` : `${The} must be at least ${min} characters long.`;
      if (issue.origin === "array" || issue.origin === "set")
        return `Please choose at least ${min} ${min === 1 ? "item" : "items"} for the ${field}.`;
      return issue.inclusive ? `${The} must be at least ${min}.` : `${The} must be greater than ${min}.`;
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return `${The} can be at most ${max} characters long.`;
      if (issue.origin === "array" || issue.origin === "set") return `${capital(field)} can have at most ${max} items.`;
      return issue.inclusive ? `${The} can be at most ${max}.` : `${The} must be less than ${max}.`;
    }
    case "invalid_format":
      if (issue.format === "email") return "Please enter a valid email address.";
      if (issue.format === "url") return `${The} must be a web address starting with https://.`;
      return `${The} is not in the expected form.`;
    case "invalid_value":
      return issue.values.length <= 6
        ? `${The} must be one of ${issue.values.map(String).join(", ")}.`
        : `${The} is not one of the allowed values.`;
    case "unrecognized_keys":
      return `Unexpected ${issue.keys.length === 1 ? "field" : "fields"}: ${issue.keys.join(", ")}.`;
    case "not_multiple_of":
      return `${The} must be a multiple of ${String(issue.divisor)}.`;
    default:
      return `${The} is not valid.`;
  }
}

/** The first issue of a failed parse as a sentence (forms and the API show one at a time). */
export function firstIssueSentence(error: { issues: readonly Issue[] }): string {
  const first = error.issues[0];
  return first ? issueSentence(first) : "Please check what you entered.";
}
