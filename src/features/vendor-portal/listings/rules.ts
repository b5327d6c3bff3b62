/**
 * Pure rules of a vendor's listing writes: which status a write leaves, and whether it touches prices.
 * No I/O; the listing service and the bulk edit ask these.
 */
import type { ListingStatus } from "./schema";
import { can, type MemberRole } from "../rules";

/** Statuses in which the listing is, or asks to be, on the storefront. */
const LIVE = new Set(["published", "pending_review"]);

/** A listing the operator took down: only the operator's restore brings it back, no vendor write does. */
export const TAKEN_DOWN = "taken_down";

/**
 * The status a listing has after a write. A vendor the operator marked "review first" cannot publish
 * directly: a publish, or any change to a live listing, waits in the moderation queue (pending_review).
 * A listing the operator rejected stays rejected until the vendor asks to publish again; one the
 * operator took down stays down whatever the vendor asks.
 */
export function statusAfterWrite(opts: {
  current: string | null;
  requested: ListingStatus | undefined;
  reviewFirst: boolean;
}): string {
  const { current, requested, reviewFirst } = opts;
  if (current === TAKEN_DOWN) return TAKEN_DOWN;
  const wanted = requested ?? current ?? "draft";
  if (wanted !== "published" && wanted !== "pending_review") return wanted;
  // one already in the queue stays there until the operator decides, unless the vendor publishes again
  if (!reviewFirst) return requested === "published" || wanted === "published" ? "published" : wanted;
  return LIVE.has(wanted) ? "pending_review" : wanted;
}

type Prices = { catalogCents: number | null; discountedCents: number | null; discountEnd: string | null };

/**
 * The price fields a change would alter, compared in cents and whole dates. Sending the same values
 * back (as an edit form does) is not a price change, so staff may save other fields.
 */
export function changedPriceFields(
  current: Prices,
  next: { catalogCents?: number; discountedCents?: number | null; discountEnd?: string | null },
): string[] {
  const changed: string[] = [];
  if (next.catalogCents !== undefined && next.catalogCents !== current.catalogCents) changed.push("catalog price");
  if (next.discountedCents !== undefined && next.discountedCents !== current.discountedCents)
    changed.push("discounted price");
  if (next.discountEnd !== undefined && next.discountEnd !== current.discountEnd) changed.push("discount end");
  return changed;
}

/** The storefront's discount runs to the end of its last day (UTC), as the CSV import stores it. */
export function discountEndInstant(day: string | null): Date | null {
  return day ? new Date(`${day}T23:59:59.999Z`) : null;
}

/** Words search ranks a product by besides its own text: vendor, category and quick-fact values. */
export function searchExtraFor(vendorName: string, categoryName: string, quickFacts: { name: string }[]): string {
  return [vendorName, categoryName, ...quickFacts.map((q) => q.name)].filter(Boolean).join(" ");
}

export type BulkCurrent = { sku: string; catalogCents: number | null; discountedCents: number | null; status: string };
export type BulkUpdate = { id: number; catalogCents: number | null; quantity: number | null; status: string };

/**
 * Checks a bulk price/stock edit against the listings as they are. Every problem is reported per row
 * (the caller saves nothing when there is one); `touchesPrices` lets the caller refuse a role that may not.
 */
export function planBulkEdit(
  rows: readonly { id: number; catalogCents?: number; quantity?: number }[],
  current: ReadonlyMap<number, BulkCurrent>,
  reviewFirst: boolean,
): { errors: { id: number; message: string }[]; missing: number[]; updates: BulkUpdate[]; touchesPrices: boolean } {
  const errors: { id: number; message: string }[] = [];
  const updates: BulkUpdate[] = [];
  const missing: number[] = [];
  const seen = new Set<number>();
  let touchesPrices = false;
  for (const r of rows) {
    const p = current.get(r.id);
    if (seen.has(r.id)) {
      errors.push({ id: r.id, message: `Listing ${p?.sku ?? r.id} is listed twice.` });
      continue;
    }
    seen.add(r.id);
    if (!p) {
      missing.push(r.id);
      errors.push({ id: r.id, message: `Listing ${r.id} does not exist.` });
      continue;
    }
    const priceChanges = r.catalogCents !== undefined && r.catalogCents !== p.catalogCents;
    if (priceChanges && p.discountedCents !== null && r.catalogCents! <= p.discountedCents) {
      errors.push({
        id: r.id,
        message: `${p.sku}: the catalog price must stay above the discounted price ($${(p.discountedCents / 100).toFixed(2)}).`,
      });
      continue;
    }
    touchesPrices ||= priceChanges;
    updates.push({
      id: r.id,
      catalogCents: priceChanges ? r.catalogCents! : null,
      quantity: r.quantity ?? null,
      // a new price on a live listing is a change the operator reviews first; stock is daily work
      status: priceChanges ? statusAfterWrite({ current: p.status, requested: undefined, reviewFirst }) : p.status,
    });
  }
  return { errors, missing, updates, touchesPrices };
}

/** How the storefront shows a listing: with options (sub-products), as a set, or plain. */
export function listingTypeFor(variationCount: number, setItemCount: number): "variation" | "set" | "simple" {
  return variationCount > 0 ? "variation" : setItemCount > 0 ? "set" : "simple";
}

type VariationPrice = { sku: string; catalogCents: number | null; discountedCents: number | null };

/**
 * The variation SKUs whose price a change would set or alter (a new variation sets a price). Matched by
 * SKU, case-insensitively as the form's rows carry no ids; sending the stored prices back is no change.
 */
export function changedVariationPrices(current: readonly VariationPrice[], next: readonly VariationPrice[]): string[] {
  const stored = new Map(current.map((v) => [v.sku.toLowerCase(), v]));
  return next
    .filter((v) => {
      const s = stored.get(v.sku.toLowerCase());
      return !s || s.catalogCents !== v.catalogCents || s.discountedCents !== v.discountedCents;
    })
    .map((v) => v.sku);
}

/**
 * CSV import and bulk edit do not carry a listing's regulatory class, since lowering one must wait
 * for review: a file or rows naming it are refused whole, as forbidden to a role that may not change
 * classes at all, otherwise with where to change it.
 */
export function classFieldRefusal(role: MemberRole, where: string): { forbidden: boolean; message: string } {
  if (!can(role, "change_regulatory_class"))
    return {
      forbidden: true,
      message: `Your role (${role}) cannot change a listing's regulatory class; only the shop's owner can. Nothing was saved.`,
    };
  return {
    forbidden: false,
    message: `${where} does not change regulatory classes: change a listing's class on its page (or PATCH /api/vendor/v1/products/{id}), where lowering one waits for the marketplace's review. Nothing was saved.`,
  };
}
