import "server-only";
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { items, products } from "@/db/schema";
import { itemKeys, normalizeGtin, normalizeNdc, type ItemIdentifiers } from "../item-rules";

/** A listing's item identity: the columns its item keys are made of (item-rules' `itemKeys`), and its item. */
export const ITEM_IDENTITY = {
  id: products.id,
  name: products.name,
  manufacturer: products.manufacturer,
  mpn: products.mpn,
  ndc: products.ndc,
  gtin: products.gtin,
  packSize: products.packSize,
  packUnit: products.packUnit,
  itemId: products.itemId,
  itemPinned: products.itemPinned,
};

/** Identifiers as stored: GTIN and NDC as their digits, so equal codes meet in an index. */
export function storedIdentifiers(input: {
  manufacturer?: string | null;
  mpn?: string | null;
  ndc?: string | null;
  gtin?: string | null;
}) {
  const clean = (s: string | null | undefined) => (s === undefined ? undefined : s?.trim() || null);
  return {
    ...(input.manufacturer !== undefined && { manufacturer: clean(input.manufacturer) }),
    ...(input.mpn !== undefined && { mpn: clean(input.mpn) }),
    ...(input.ndc !== undefined && { ndc: normalizeNdc(input.ndc) }),
    ...(input.gtin !== undefined && { gtin: normalizeGtin(input.gtin) }),
  };
}

/**
 * Puts each listing into its item after a write (create, edit, CSV, API), inside the writer's transaction:
 * the first listing sharing a key whose item is known gives it its item; a twin without an item founds one
 * with it; no twin leaves it alone. A listing the operator pinned stays where the operator put it.
 * The candidates of every listing written are read in one query (a 5,000-row CSV is not 5,000 reads).
 */
export async function assignItems(tx: Tx | Db, productIds: readonly number[]): Promise<void> {
  if (!productIds.length) return;
  const mine = await selectIdentity(tx).where(inArray(products.id, [...productIds]));
  const open = mine.filter((p) => !p.itemPinned && itemKeys(p as ItemIdentifiers).length);
  // one pool by key: the candidates read at once, and this batch's listings (candidates of each other too);
  // rows are updated in place as items are given, so later listings of the batch see them
  const pool = new Map<number, Identity>([...(await candidates(tx, open)), ...mine].map((r) => [r.id, { ...r }]));
  const byKey = new Map<string, Identity[]>();
  for (const r of pool.values())
    for (const k of itemKeys(r as ItemIdentifiers)) byKey.set(k, [...(byKey.get(k) ?? []), r]);
  for (const p of open) {
    const me = pool.get(p.id)!;
    const twin = findTwin(me, byKey);
    let itemId: number | null = twin?.itemId ?? null;
    if (twin && itemId === null) {
      [{ id: itemId }] = await tx
        .insert(items)
        .values({ name: twin.name, matchKey: itemKeys(me as ItemIdentifiers)[0] })
        .returning({ id: items.id });
      await tx.update(products).set({ itemId }).where(eq(products.id, twin.id));
      twin.itemId = itemId;
    }
    if (itemId !== me.itemId) await tx.update(products).set({ itemId }).where(eq(products.id, me.id));
    me.itemId = itemId;
  }
  // a listing without any key any more leaves its item
  for (const p of mine)
    if (!p.itemPinned && p.itemId !== null && !itemKeys(p as ItemIdentifiers).length)
      await tx.update(products).set({ itemId: null }).where(eq(products.id, p.id));
}

type Identity = Awaited<ReturnType<typeof selectIdentity>>[number];
const selectIdentity = (tx: Tx | Db) => tx.select(ITEM_IDENTITY).from(products);

/** Listings that may share a key with any of these: the same GTIN, NDC or manufacturer (keys need one of them). */
async function candidates(tx: Tx | Db, listings: Identity[]): Promise<Identity[]> {
  const gtins = [...new Set(listings.map((p) => p.gtin).filter((x): x is string => Boolean(x)))];
  const ndcs = [...new Set(listings.map((p) => p.ndc).filter((x): x is string => Boolean(x)))];
  const makers = [
    ...new Set(listings.map((p) => p.manufacturer?.trim().toLowerCase()).filter((x): x is string => Boolean(x))),
  ];
  if (!gtins.length && !ndcs.length && !makers.length) return [];
  return selectIdentity(tx)
    .where(
      and(
        // a listing the operator split out stands alone: no one founds an item with it
        or(eq(products.itemPinned, false), isNotNull(products.itemId)),
        or(
          gtins.length ? inArray(products.gtin, gtins) : undefined,
          ndcs.length ? inArray(products.ndc, ndcs) : undefined,
          makers.length ? inArray(sql`lower(${products.manufacturer})`, makers) : undefined,
        ),
      ),
    )
    .orderBy(sql`${products.itemId} is null`, products.id)
    .limit(Math.min(20_000, 500 * Math.max(1, listings.length)));
}

/** The strongest key first (a GTIN twin wins over a name twin); for a key, a twin with an item, then the oldest. */
function findTwin(p: Identity, byKey: Map<string, Identity[]>): Identity | null {
  for (const key of itemKeys(p as ItemIdentifiers)) {
    const twins = (byKey.get(key) ?? []).filter((n) => n.id !== p.id && (!n.itemPinned || n.itemId !== null));
    if (!twins.length) continue;
    return twins.reduce((a, b) =>
      (a.itemId === null) !== (b.itemId === null) ? (a.itemId === null ? b : a) : a.id < b.id ? a : b,
    );
  }
  return null;
}
