import "server-only";
import { asc, sql, type AnyColumn } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { productSetItems, productVariations, productVideos, products } from "@/db/schema";
import {
  childrenChanged,
  mergeChildren,
  type ChildRow,
  type ListingChildren,
  type MergedChildren,
  type StoredVideo,
} from "../import-child-rules";
import type { RowError } from "../import-rules";

/** `column in (list)` with the list as one JSON parameter, however long (one bind, one plan). */
export const inJsonList = (column: AnyColumn, list: readonly string[]) =>
  sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(list)}::jsonb))`;
export const inJsonIds = (column: AnyColumn, ids: readonly number[]) =>
  sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`;

/** Where a child row's listing is: created by this file (id given at write time) or already stored. */
export type ParentRef = { productId: number | null; vendorId: number };
export type ChildPlan = {
  parentSku: string;
  productId: number | null;
  now: ListingChildren;
  merged: MergedChildren;
  changed: ReturnType<typeof childrenChanged>;
  /** stored variation ids by SKU (kept: cart lines point at them) */
  variationIds: Map<string, number>;
  /** stored video rows, whose sizes and poster a kept video carries over */
  videoRows: (typeof productVideos.$inferSelect)[];
};

const EMPTY: ListingChildren = { variations: [], setItems: [], videos: [] };

async function storedChildren(db: Tx, ids: number[]) {
  const out = new Map<number, ListingChildren & Pick<ChildPlan, "variationIds" | "videoRows">>();
  const of = (id: number) => {
    let c = out.get(id);
    if (!c) out.set(id, (c = { variations: [], setItems: [], videos: [], variationIds: new Map(), videoRows: [] }));
    return c;
  };
  if (!ids.length) return out;
  const [vars, sets, vids] = await Promise.all([
    db
      .select()
      .from(productVariations)
      .where(inJsonIds(productVariations.productId, ids))
      .orderBy(asc(productVariations.position), asc(productVariations.id)),
    db.select().from(productSetItems).where(inJsonIds(productSetItems.productId, ids)).orderBy(asc(productSetItems.id)),
    db.select().from(productVideos).where(inJsonIds(productVideos.productId, ids)).orderBy(asc(productVideos.id)),
  ]);
  for (const v of vars) {
    const c = of(v.productId);
    c.variationIds.set(v.sku, v.id);
    c.variations.push({
      sku: v.sku,
      caption: v.caption,
      catalogCents: v.priceCatalogCents ?? v.priceCents ?? 0,
      discountedCents: v.priceDiscountedCents,
      quantity: v.quantity,
      minimumOrder: v.minimumOrder,
      maxThreshold: v.maxQuantityThreshold,
      sampleProduct: v.sampleProduct,
    });
  }
  for (const s of sets) of(s.productId).setItems.push({ sku: s.sku, name: s.name, qty: s.qty });
  for (const v of vids) {
    of(v.productId).videoRows.push(v);
    of(v.productId).videos.push({ type: v.videoType as StoredVideo["type"], name: v.name });
  }
  return out;
}

/**
 * Checks the child rows against the database: each names one of the vendor's listings (in the file or
 * stored), a variation SKU is nobody else's, and each listing's merged children pass the listing rules.
 * `parents` maps a listing SKU to where it is; SKUs the file's own listing rows failed on are left out
 * (their rows already carry the error).
 */
export async function planChildren(
  db: Tx,
  vendorId: number,
  rows: ChildRow[],
  parents: (sku: string) => ParentRef | "failed" | undefined,
): Promise<{ plans: ChildPlan[]; errors: RowError[] }> {
  const errors: RowError[] = [];
  const fail = (row: number, message: string) => errors.push({ row, message: `row ${row}: ${message}` });
  const groups = new Map<string, ChildRow[]>();
  for (const r of rows) {
    const parent = parents(r.parent);
    if (parent === "failed") continue;
    if (!parent) fail(r.row, `parent_sku ${r.parent} is not one of your listings`);
    else if (parent.vendorId !== vendorId) fail(r.row, `parent_sku ${r.parent} belongs to another vendor`);
    else groups.set(r.parent, [...(groups.get(r.parent) ?? []), r]);
  }
  const variationRows = rows.filter((r) => r.kind === "variation");
  const skus = variationRows.map((r) => r.sku);
  const [takenByListing, takenByVariation] = skus.length
    ? await Promise.all([
        db.select({ sku: products.sku }).from(products).where(inJsonList(products.sku, skus)),
        db
          .select({ sku: productVariations.sku, productId: productVariations.productId })
          .from(productVariations)
          .where(inJsonList(productVariations.sku, skus)),
      ])
    : [[], []];
  // the file's own listing SKUs were checked against its variation rows when the rows were read
  const listingSku = new Set(takenByListing.map((t) => t.sku));
  const variationOf = new Map(takenByVariation.map((t) => [t.sku, t.productId]));
  const storedIds = [...groups.keys()].map((sku) => (parents(sku) as ParentRef).productId).filter((id) => id !== null);
  const stored = await storedChildren(db, storedIds);
  const plans: ChildPlan[] = [];
  for (const [parentSku, group] of groups) {
    const { productId } = parents(parentSku) as ParentRef;
    let clean = true;
    for (const r of group) {
      if (r.kind !== "variation") continue;
      const owner = variationOf.get(r.sku);
      if (listingSku.has(r.sku)) fail(r.row, `sku ${r.sku} is already a listing's SKU; a variation needs its own`);
      else if (owner !== undefined && owner !== productId)
        fail(r.row, `sku ${r.sku} is already a variation of another listing`);
      else continue;
      clean = false;
    }
    const now = (productId !== null && stored.get(productId)) || { ...EMPTY, variationIds: new Map(), videoRows: [] };
    const { errors: problems, merged } = mergeChildren(parentSku, now, group);
    errors.push(...problems);
    if (!clean || problems.length) continue;
    const plain = { variations: now.variations, setItems: now.setItems, videos: now.videos };
    plans.push({
      parentSku,
      productId,
      now: plain,
      merged,
      changed: childrenChanged(plain, merged),
      variationIds: now.variationIds,
      videoRows: now.videoRows,
    });
  }
  return { plans, errors };
}
