import { dollarsToCents } from "@/lib/money";
/**
 * How the product CSV's cells read: money in dollars ("$1,234.50"), whole numbers, yes/no. Each returns
 * undefined for an empty cell (leave as is), the value, or the problem as the end of a row's sentence.
 */

/** The columns of the import and the export, in the export's order. */
export const IMPORT_COLUMNS = [
  "sku",
  "row_type",
  "parent_sku",
  "name",
  "option",
  "category",
  "brand",
  "short_description",
  "description",
  "price",
  "price_discounted",
  "price_discounted_end",
  "quantity",
  "see_price",
  "level",
  "minimum_order",
  "max_quantity_threshold",
  "sample_product",
  "status",
  "video",
  "manufacturer",
  "mpn",
  "ndc",
  "gtin",
  "pack_size",
  "pack_unit",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** A row's trimmed cell by column name ("" when absent). */
export type Cell = (column: string) => string;

export function cellMoney(cell: Cell, column: string): number | string | undefined {
  const v = cell(column);
  if (!v) return undefined;
  const n = Number(v.replace(/^\$/, "").replace(/,/g, ""));
  if (!Number.isFinite(n)) return `${column} must be a number`;
  if (n < 0) return `${column} cannot be negative`;
  if (n > 1_000_000) return `${column} must be at most $1,000,000`;
  return dollarsToCents(n);
}

export function cellWhole(cell: Cell, column: string, min: number, max: number): number | string | undefined {
  const v = cell(column);
  if (!v) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n)) return `${column} must be a whole number`;
  if (n < min || n > max) return `${column} must be between ${min} and ${max}`;
  return n;
}

const YES = new Set(["yes", "y", "true", "1"]);
const NO = new Set(["no", "n", "false", "0"]);

/** The export writes yes/no; true/false and 1/0 are read as well. */
export function cellBoolean(cell: Cell, column: string): boolean | string | undefined {
  const v = cell(column).toLowerCase();
  if (!v) return undefined;
  if (YES.has(v)) return true;
  if (NO.has(v)) return false;
  return `${column} must be yes or no`;
}

export const yesNo = (b: boolean) => (b ? "yes" : "no");
