import "server-only";
import { and, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { items, products } from "@/db/schema";
import { itemKeys, normalizeGtin, normalizeNdc, type ItemIdentifiers } from "../item-rules";

const IDENTITY = {
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
 */
export async function assignItems(tx: Tx | Db, productIds: readonly number[]): Promise<void> {
  if (!productIds.length) return;
  const mine = await tx
    .select(IDENTITY)
    .from(products)
    .where(inArray(products.id, [...productIds]));
  for (const p of mine) {
    if (p.itemPinned) continue;
    const keys = itemKeys(p as ItemIdentifiers);
    const twin = keys.length ? await findTwin(tx, p, keys) : null;
    let itemId: number | null = twin?.itemId ?? null;
    if (twin && itemId === null) {
      [{ id: itemId }] = await tx
        .insert(items)
        .values({ name: twin.name, matchKey: keys[0] })
        .returning({ id: items.id });
      await tx.update(products).set({ itemId }).where(eq(products.id, twin.id));
    }
    if (itemId !== p.itemId) await tx.update(products).set({ itemId }).where(eq(products.id, p.id));
  }
}

type Identity = Awaited<ReturnType<typeof selectIdentity>>[number];
const selectIdentity = (tx: Tx | Db) => tx.select(IDENTITY).from(products);

async function findTwin(tx: Tx | Db, p: Identity, keys: string[]): Promise<Identity | null> {
  const maker = p.manufacturer?.trim().toLowerCase();
  const near = await selectIdentity(tx)
    .where(
      and(
        ne(products.id, p.id),
        // a listing the operator split out stands alone: no one founds an item with it
        or(eq(products.itemPinned, false), isNotNull(products.itemId)),
        or(
          p.gtin ? eq(products.gtin, p.gtin) : undefined,
          p.ndc ? eq(products.ndc, p.ndc) : undefined,
          maker ? eq(sql`lower(${products.manufacturer})`, maker) : undefined,
        ),
      ),
    )
    .orderBy(sql`${products.itemId} is null`, products.id)
    .limit(500);
  // strongest key first: a GTIN twin wins over a name twin
  for (const key of keys) {
    const hit = near.find((n) => itemKeys(n as ItemIdentifiers).includes(key));
    if (hit) return hit;
  }
  return null;
}

/**
 * Groups a whole catalog at once (the seed): listings sharing any key are one item (transitively), each group
 * of two or more gets an item. Reads identifiers in pages, so 100k listings stay within memory.
 */
export async function groupCatalogItems(db: Db): Promise<number> {
  const rows = await selectIdentity(db).where(
    sql`${products.gtin} is not null or ${products.ndc} is not null or ${products.manufacturer} is not null`,
  );
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let r = x;
    while (parent.get(r)! !== r) r = parent.get(r)!;
    parent.set(x, r);
    return r;
  };
  const byKey = new Map<string, number>();
  for (const r of rows) {
    parent.set(r.id, r.id);
    for (const k of itemKeys(r as ItemIdentifiers)) {
      const seen = byKey.get(k);
      if (seen === undefined) byKey.set(k, r.id);
      else parent.set(find(r.id), find(seen));
    }
  }
  const groups = new Map<number, Identity[]>();
  for (const r of rows) {
    const root = find(r.id);
    groups.set(root, [...(groups.get(root) ?? []), r]);
  }
  let made = 0;
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const first = group.reduce((a, b) => (a.id < b.id ? a : b));
    const [{ id }] = await db
      .insert(items)
      .values({ name: first.name, matchKey: itemKeys(first as ItemIdentifiers)[0] ?? null })
      .returning({ id: items.id });
    await db
      .update(products)
      .set({ itemId: id })
      .where(
        inArray(
          products.id,
          group.map((g) => g.id),
        ),
      );
    made++;
  }
  return made;
}
