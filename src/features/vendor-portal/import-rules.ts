/**
 * Pure checks of a product CSV row (header row is row 1, so the first product is row 2, as a spreadsheet shows it).
 * Empty cells mean "leave as is" on an update; a new SKU needs name, category and price.
 */

export const IMPORT_COLUMNS = [
  "sku",
  "name",
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
  "status",
] as const;
export const SEE_PRICES = ["without_login", "login", "request", "level"] as const;
const STATUSES = ["draft", "published", "unpublished"] as const;

export type ImportRow = {
  row: number;
  sku: string;
  name?: string;
  category?: string;
  brand?: string;
  shortDescription?: string;
  description?: string;
  priceCents?: number;
  discountedCents?: number | null;
  discountEnd?: string | null;
  quantity?: number;
  seePrice?: string;
  level?: number;
  minimumOrder?: number | null;
  status?: string;
};
export type RowError = { row: number; message: string };

function money(v: string, label: string): number | string {
  const n = Number(v.replace(/^\$/, "").replace(/,/g, ""));
  if (!Number.isFinite(n)) return `${label} must be a number`;
  if (n < 0) return `${label} cannot be negative`;
  return Math.round(n * 100);
}
function whole(v: string, label: string, min: number, max: number): number | string {
  const n = Number(v);
  if (!Number.isInteger(n)) return `${label} must be a whole number`;
  if (n < min || n > max) return `${label} must be between ${min} and ${max}`;
  return n;
}

/** Checks one record; returns the typed row or the first problem as "row 7: price must be a number". */
export function checkRow(record: Record<string, string | undefined>, row: number): ImportRow | RowError {
  const cell = (k: string) => (record[k] ?? "").trim();
  const fail = (message: string): RowError => ({ row, message: `row ${row}: ${message}` });
  const out: ImportRow = { row, sku: cell("sku") };
  if (!out.sku) return fail("sku is required");
  if (out.sku.length > 64) return fail("sku must be at most 64 characters");
  if (cell("name")) out.name = cell("name").slice(0, 200);
  if (cell("category")) out.category = cell("category");
  if (cell("brand")) out.brand = cell("brand").slice(0, 100);
  if (cell("short_description")) out.shortDescription = cell("short_description");
  if (cell("description")) out.description = cell("description");
  for (const [key, label] of [
    ["price", "price"],
    ["price_discounted", "price_discounted"],
  ] as const) {
    if (!cell(key)) continue;
    const v = money(cell(key), label);
    if (typeof v === "string") return fail(v);
    if (key === "price") out.priceCents = v;
    else out.discountedCents = v;
  }
  if (cell("price_discounted_end")) {
    const d = cell("price_discounted_end");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d) || Number.isNaN(Date.parse(d)))
      return fail("price_discounted_end must be a date like 2027-03-31");
    out.discountEnd = d;
  }
  if (cell("quantity")) {
    const v = whole(cell("quantity"), "quantity", 0, 10_000_000);
    if (typeof v === "string") return fail(v);
    out.quantity = v;
  }
  if (cell("level")) {
    const v = whole(cell("level"), "level", 1, 5);
    if (typeof v === "string") return fail(v);
    out.level = v;
  }
  if (cell("minimum_order")) {
    const v = whole(cell("minimum_order"), "minimum_order", 1, 100_000);
    if (typeof v === "string") return fail(v);
    out.minimumOrder = v;
  }
  if (cell("see_price")) {
    if (!(SEE_PRICES as readonly string[]).includes(cell("see_price")))
      return fail(`see_price must be one of ${SEE_PRICES.join(", ")}`);
    out.seePrice = cell("see_price");
  }
  if (cell("status")) {
    if (!(STATUSES as readonly string[]).includes(cell("status")))
      return fail(`status must be one of ${STATUSES.join(", ")}`);
    out.status = cell("status");
  }
  if (out.discountedCents !== undefined && out.priceCents !== undefined && out.discountedCents! >= out.priceCents)
    return fail("price_discounted must be lower than price");
  return out;
}

/** What a new SKU must carry beyond an update. */
export function missingForCreate(r: ImportRow): string | null {
  const missing = [!r.name && "name", !r.category && "category", r.priceCents === undefined && "price"].filter(Boolean);
  return missing.length ? `row ${r.row}: a new SKU needs ${missing.join(", ")}` : null;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}
