/**
 * Pure rules for the CSV rows that belong to a listing (row_type variation, set_item or video, with the
 * listing's SKU in parent_sku), and for merging them into what the listing already has.
 *
 * Variations have their own SKU: a variation row creates or updates that variation and leaves the
 * listing's other variations alone. Set items and videos have no key: the rows a file gives for a
 * listing replace its set contents (or its videos) as a whole, in the file's order; a file with no such
 * rows for a listing keeps what it has.
 */
import { cellBoolean, cellMoney, cellWhole, IMPORT_COLUMNS, type Cell, type ImportColumn } from "./import-cells";
import { MAX_VIDEOS_PER_LISTING, parseVideoLink } from "./video-rules";

export const ROW_TYPES = ["variation", "set_item", "video"] as const;
export const MAX_VARIATIONS = 50;
export const MAX_SET_ITEMS = 50;

type Base = { row: number; parent: string };
export type VariationRow = Base & {
  kind: "variation";
  sku: string;
  caption?: string;
  priceCents?: number;
  discountedCents?: number;
  quantity?: number;
  minimumOrder?: number;
  maxThreshold?: number;
  sampleProduct?: boolean;
};
export type SetItemRow = Base & { kind: "set_item"; sku: string; name: string; qty: number };
export type VideoRow = Base & { kind: "video"; video: StoredVideo };
export type ChildRow = VariationRow | SetItemRow | VideoRow;
export type StoredVideo = { type: "youtube" | "vimeo" | "other"; name: string };

/** The cells each kind of row reads; anything else filled in is a mistake worth a sentence. */
const TAKES: Record<ChildRow["kind"], readonly ImportColumn[]> = {
  variation: [
    "sku",
    "row_type",
    "parent_sku",
    "option",
    "price",
    "price_discounted",
    "quantity",
    "minimum_order",
    "max_quantity_threshold",
    "sample_product",
  ],
  set_item: ["sku", "row_type", "parent_sku", "name", "quantity"],
  video: ["row_type", "parent_sku", "video"],
};
const SKU = /^[A-Za-z0-9._\-/]+$/;
const UPLOADED = /^[A-Za-z0-9._-]{1,120}\.(mp4|webm)$/;

/** The video a cell names: a YouTube or Vimeo link, or the file name of a video uploaded to the listing. */
export function videoFromCell(value: string): StoredVideo | string {
  if (value.includes("://")) {
    const link = parseVideoLink(value);
    return "error" in link ? link.error : { type: link.type, name: link.id };
  }
  if (UPLOADED.test(value)) return { type: "other", name: value };
  return "video must be a YouTube or Vimeo link, or the file name of a video uploaded to the listing (like v12-3f9c.mp4)";
}

/** The cell the export writes for a stored video, which videoFromCell reads back as the same video. */
export function videoCell(v: StoredVideo): string {
  if (v.type === "youtube") return `https://www.youtube.com/watch?v=${v.name}`;
  if (v.type === "vimeo") return `https://vimeo.com/${v.name}`;
  return v.name;
}

export function checkChildRow(
  kind: ChildRow["kind"],
  cell: Cell,
  row: number,
): ChildRow | { row: number; message: string } {
  const fail = (message: string) => ({ row, message: `row ${row}: ${message}` });
  const label = kind.replace("_", " ");
  const parent = cell("parent_sku");
  if (!parent) return fail(`parent_sku is required on a ${label} row: the SKU of its listing`);
  const stray = IMPORT_COLUMNS.find((c) => cell(c) && !TAKES[kind].includes(c));
  if (stray) return fail(`a ${label} row does not take ${stray}; it reads ${TAKES[kind].join(", ")}`);
  if (kind === "video") {
    if (!cell("video")) return fail("video is required on a video row");
    const video = videoFromCell(cell("video"));
    return typeof video === "string" ? fail(video) : { kind, row, parent, video };
  }
  const sku = cell("sku");
  if (kind === "set_item") {
    const qty = cellWhole(cell, "quantity", 1, 1000);
    if (!sku) return fail("sku (the item's SKU) is required on a set item row");
    if (sku.length > 64) return fail("sku must be at most 64 characters");
    if (!cell("name")) return fail("name (the item's name) is required on a set item row");
    if (cell("name").length > 200) return fail("name must be at most 200 characters");
    if (typeof qty === "string") return fail(qty);
    if (qty === undefined) return fail("quantity (how many the set holds) is required on a set item row");
    return { kind, row, parent, sku, name: cell("name"), qty };
  }
  if (!sku) return fail("sku (the variation's own SKU) is required on a variation row");
  if (sku.length > 64) return fail("sku must be at most 64 characters");
  if (!SKU.test(sku)) return fail("sku may use letters, digits, dot, dash, slash and underscore");
  if (sku.toLowerCase() === parent.toLowerCase()) return fail("a variation needs its own SKU, not its listing's");
  if (cell("option").length > 120) return fail("option must be at most 120 characters");
  const out: VariationRow = { kind, row, parent, sku };
  if (cell("option")) out.caption = cell("option");
  const numbers = {
    priceCents: cellMoney(cell, "price"),
    discountedCents: cellMoney(cell, "price_discounted"),
    quantity: cellWhole(cell, "quantity", 0, 10_000_000),
    minimumOrder: cellWhole(cell, "minimum_order", 1, 100_000),
    maxThreshold: cellWhole(cell, "max_quantity_threshold", 1, 100_000),
  };
  for (const [key, v] of Object.entries(numbers) as [keyof typeof numbers, number | string | undefined][]) {
    if (typeof v === "string") return fail(v);
    if (v !== undefined) out[key] = v;
  }
  if (out.priceCents === 0) return fail("price of a variation must be more than 0");
  const sample = cellBoolean(cell, "sample_product");
  if (typeof sample === "string") return fail(sample);
  if (sample !== undefined) out.sampleProduct = sample;
  return out;
}

/** A variation as stored, in cents. */
export type StoredVariation = {
  sku: string;
  caption: string;
  catalogCents: number;
  discountedCents: number | null;
  quantity: number;
  minimumOrder: number | null;
  maxThreshold: number | null;
  sampleProduct: boolean;
};
export type StoredSetItem = { sku: string; name: string; qty: number };
/** What a listing has now (a listing the same file creates has nothing yet). */
export type ListingChildren = { variations: StoredVariation[]; setItems: StoredSetItem[]; videos: StoredVideo[] };
export type MergedChildren = {
  /** Every variation in its new order (file order first, then the ones the file left out). */
  variations: StoredVariation[];
  /** Replaced lists, or null where the file gave no rows of that kind (kept as is). */
  setItems: StoredSetItem[] | null;
  videos: StoredVideo[] | null;
};

// flat records compared whatever order their keys were written in
const key = (x: object) => JSON.stringify(x, Object.keys(x).sort());
const sameList = <T extends object>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x, i) => key(x) === key(b[i]!));

/**
 * Merges one listing's child rows (all with the same parent, in file order) into what it has, and
 * checks the result as the listing form would. Errors name the row; nothing is merged then.
 */
export function mergeChildren(
  parentSku: string,
  now: ListingChildren,
  rows: readonly ChildRow[],
): { errors: { row: number; message: string }[]; merged: MergedChildren } {
  const errors: { row: number; message: string }[] = [];
  const fail = (row: number, message: string) => errors.push({ row, message: `row ${row}: ${message}` });
  const stored = new Map(now.variations.map((v) => [v.sku, v]));
  const listed: StoredVariation[] = [];
  for (const r of rows) {
    if (r.kind !== "variation") continue;
    const had = stored.get(r.sku);
    if (!had && (r.caption === undefined || r.priceCents === undefined)) {
      const missing = [r.caption === undefined && "option", r.priceCents === undefined && "price"].filter(Boolean);
      fail(r.row, `a new variation needs ${missing.join(", ")}`);
      continue;
    }
    const v: StoredVariation = {
      sku: r.sku,
      caption: r.caption ?? had!.caption,
      catalogCents: r.priceCents ?? had!.catalogCents,
      discountedCents: r.discountedCents ?? had?.discountedCents ?? null,
      quantity: r.quantity ?? had?.quantity ?? 0,
      minimumOrder: r.minimumOrder ?? had?.minimumOrder ?? null,
      maxThreshold: r.maxThreshold ?? had?.maxThreshold ?? null,
      sampleProduct: r.sampleProduct ?? had?.sampleProduct ?? false,
    };
    if (v.discountedCents !== null && v.discountedCents >= v.catalogCents)
      fail(r.row, "price_discounted must be lower than the variation's price");
    else if (v.minimumOrder !== null && v.maxThreshold !== null && v.maxThreshold < v.minimumOrder)
      fail(r.row, "max_quantity_threshold must be at least minimum_order");
    else listed.push(v);
  }
  const inFile = new Set(listed.map((v) => v.sku));
  const variations = [...listed, ...now.variations.filter((v) => !inFile.has(v.sku))];
  const setRows = rows.filter((r): r is SetItemRow => r.kind === "set_item");
  const videoRows = rows.filter((r): r is VideoRow => r.kind === "video");
  const setItems = setRows.length ? setRows.map((r) => ({ sku: r.sku, name: r.name, qty: r.qty })) : null;
  const videos = videoRows.length ? videoRows.map((r) => r.video) : null;
  const firstVariation = rows.find((r) => r.kind === "variation");
  if (firstVariation && variations.length > MAX_VARIATIONS)
    fail(
      firstVariation.row,
      `listing ${parentSku} would have ${variations.length} variations; at most ${MAX_VARIATIONS}`,
    );
  if (setItems && setItems.length > MAX_SET_ITEMS)
    fail(setRows[MAX_SET_ITEMS]!.row, `listing ${parentSku} can have at most ${MAX_SET_ITEMS} set items`);
  if (videos && videos.length > MAX_VIDEOS_PER_LISTING)
    fail(
      videoRows[MAX_VIDEOS_PER_LISTING]!.row,
      `listing ${parentSku} can have at most ${MAX_VIDEOS_PER_LISTING} videos`,
    );
  const uploaded = new Set(now.videos.filter((v) => v.type === "other").map((v) => v.name));
  for (const r of videoRows)
    if (r.video.type === "other" && !uploaded.has(r.video.name))
      fail(
        r.row,
        `${r.video.name} is not a video uploaded to listing ${parentSku}; upload it on the listing's page first`,
      );
  if (variations.length && (setItems ?? now.setItems).length)
    fail(
      rows.find((r) => r.kind === "variation" || r.kind === "set_item")!.row,
      `listing ${parentSku} cannot have both variations and set items; remove one of them on the listing's page`,
    );
  return { errors, merged: { variations, setItems, videos } };
}

/** Whether a merge changes anything stored, so an unchanged re-import writes nothing. */
export function childrenChanged(now: ListingChildren, merged: MergedChildren) {
  return {
    variations: !sameList(now.variations, merged.variations),
    setItems: merged.setItems !== null && !sameList(now.setItems, merged.setItems),
    videos: merged.videos !== null && !sameList(now.videos, merged.videos),
  };
}
