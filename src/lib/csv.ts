import Papa from "papaparse";

/**
 * Text a spreadsheet would run as a formula (OWASP, "CSV Injection"): a cell starting with =, +, -,
 * @, tab or carriage return. Papaparse's own `escapeFormulae: true` pattern ends in `.*$` without
 * the multiline flag, so a formula followed by a line break in the same cell slips through it;
 * this pattern looks at the first character only.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

// text that already starts with apostrophes before a formula character gets one more as well, so
// that removing one apostrophe on the way back in always gives the original text
const ESCAPED = /^'*[=+\-@\t\r]/;

/** One text cell made safe to open in a spreadsheet: a leading apostrophe shows it as text. */
export function csvSafeCell(value: string): string {
  return ESCAPED.test(value) ? `'${value}` : value;
}

/** Undoes csvSafeCell for a file coming back in (the vendor listing export is re-imported). */
export function csvUnescapeCell(value: string): string {
  return value.startsWith("'") && ESCAPED.test(value.slice(1)) ? value.slice(1) : value;
}

/**
 * Every CSV export goes through here: a header row and rows, CRLF line ends, quoting where RFC 4180
 * needs it, and each text cell defused as csvSafeCell does (numbers are left as they are: a negative
 * amount stays a number). Null and undefined are empty cells.
 */
export function toCsv(fields: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return Papa.unparse({ fields: [...fields], data: rows.map((r) => [...r]) }, { escapeFormulae: ESCAPED });
}
