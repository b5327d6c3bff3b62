import { ORDER_STATUSES, type OrderStatus } from "./rules";

/** What the buyer's order history is asked for: one page of a filtered, searched list. */
export type OrderListQuery = {
  page: number;
  perPage: number;
  q: string;
  status: OrderStatus | null;
  /** `vendor:12` or `service-provider:3`: one seller, whatever its kind. */
  vendor: { kind: string; id: number } | null;
  from: string | null;
  to: string | null;
};

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(raw: string | null | undefined, fallback: number, what: string, errors: string[]): number {
  if (raw == null || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    errors.push(`${what} must be a whole number of 1 or more.`);
    return fallback;
  }
  return n;
}

function isoDate(raw: string | null | undefined, what: string, errors: string[]): string | null {
  if (!raw) return null;
  if (!DATE.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`))) {
    errors.push(`${what} must be a date like 2026-01-31.`);
    return null;
  }
  return raw;
}

/**
 * Reads the list parameters of `GET /api/orders` and the orders page. Unknown or bad values come
 * back as sentences in `errors` (the API answers 400 with the first; the page falls back to defaults).
 */
export function parseOrderListQuery(get: (name: string) => string | null | undefined): {
  query: OrderListQuery;
  errors: string[];
} {
  const errors: string[] = [];
  const page = positiveInt(get("page"), 1, "The page", errors);
  let perPage = positiveInt(get("per_page") ?? get("limit"), DEFAULT_PER_PAGE, "The number per page", errors);
  if (perPage > MAX_PER_PAGE) {
    errors.push(`The number per page can be at most ${MAX_PER_PAGE}.`);
    perPage = MAX_PER_PAGE;
  }
  const rawStatus = get("status") || null;
  let status: OrderStatus | null = null;
  if (rawStatus) {
    if ((ORDER_STATUSES as readonly string[]).includes(rawStatus)) status = rawStatus as OrderStatus;
    else errors.push(`The status must be one of ${ORDER_STATUSES.join(", ")}.`);
  }
  const rawVendor = get("vendor") || null;
  let vendor: OrderListQuery["vendor"] = null;
  if (rawVendor) {
    const m = /^(vendor|service-provider):(\d+)$/.exec(rawVendor);
    if (m) vendor = { kind: m[1]!, id: Number(m[2]) };
    else errors.push("The vendor filter is not one we know; pick a vendor from the list.");
  }
  let from = isoDate(get("from"), "The start date", errors);
  let to = isoDate(get("to"), "The end date", errors);
  if (from && to && from > to) [from, to] = [to, from];
  const q = (get("q") ?? "").trim().slice(0, 100);
  return { query: { page, perPage, q, status, vendor, from, to }, errors };
}

/** The same query as URL parameters, for links to other pages and the CSV export. */
export function orderListSearch(query: OrderListQuery, overrides: Partial<OrderListQuery> = {}): string {
  const merged = { ...query, ...overrides };
  const p = new URLSearchParams();
  if (merged.q) p.set("q", merged.q);
  if (merged.status) p.set("status", merged.status);
  if (merged.vendor) p.set("vendor", `${merged.vendor.kind}:${merged.vendor.id}`);
  if (merged.from) p.set("from", merged.from);
  if (merged.to) p.set("to", merged.to);
  if (merged.page > 1) p.set("page", String(merged.page));
  if (merged.perPage !== DEFAULT_PER_PAGE) p.set("per_page", String(merged.perPage));
  const s = p.toString();
  return s ? `?${s}` : "";
}

export { pageCount } from "@/lib/paging";

/**
 * The order ids in `/order-placed?ids=…`. One checkout makes one order per vendor, so the page
 * shows every id it is given (de-duplicated); the cap only stops a hand-made URL of thousands.
 */
export const MAX_PLACED_IDS = 2_000;
export function parseOrderIds(raw: string): number[] {
  const ids = raw
    .split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, MAX_PLACED_IDS);
}
