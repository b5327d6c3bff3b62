import "server-only";
import { and, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { readJsonPages } from "@/db/json-pages";
import { categories, productVariations, products, serviceProviders, services, vendors } from "@/db/schema";
import { onChange, type Change } from "@/lib/change-bus";
import { visibleListing } from "@/features/catalog/server";
import { SearchEngine, type EngineDoc } from "../engine/engine";
import { attributeText } from "../attributes";

/**
 * The process's one search engine, built from the database on first use and kept fresh by the
 * change bus: a changed product, category or vendor is re-read and re-indexed right after its
 * writer commits (a few ms), so search shows it at once. A full rebuild happens when many slots
 * are stale (every update leaves one behind) or when a change does not say which rows moved.
 */
const REBUILD_WHEN_WASTE = 0.2;

type ProductTuple = [
  id: number,
  name: string,
  brand: string,
  category: string,
  categoryId: number,
  specs: Record<string, string> | null,
  description: string,
  sku: string,
  skus: string[] | null,
  inStock: string,
  sold: number,
];

/** Only what a buyer may see: published listings of active vendors (the catalog's one definition). */
const visible = visibleListing();

function productPage(where: SQL | undefined) {
  return (
    after: number,
    limit: number,
  ) => sql`select json_agg(json_build_array(p.id, p.name, p.brand, p.cname, p.category_id,
      p.specs, p.descr, p.sku, (select json_agg(${productVariations.sku}) from ${productVariations}
        where ${productVariations.productId} = p.id), p.in_stock, p.unit_sold) order by p.id)::text as rows
    from (select ${products.id} as id, ${products.name} as name, ${products.brand} as brand, ${categories.name} as cname,
        ${products.categoryId} as category_id, ${products.specs} as specs, ${products.sku} as sku,
        ${products.inStock} as in_stock, ${products.unitSold} as unit_sold,
        concat_ws(' ', ${products.shortDescription}, ${vendors.name}, ${products.searchExtra}) as descr
      from ${products} join ${vendors} on ${vendors.id} = ${products.vendorId}
        join ${categories} on ${categories.id} = ${products.categoryId}
      where ${and(visible, where, gt(products.id, after))} order by ${products.id} limit ${limit}) p`;
}

function toDoc(t: ProductTuple): EngineDoc {
  const [id, name, brand, category, categoryId, specs, description, sku, skus, inStock, sold] = t;
  const attrs = attributeText(name, specs ?? {});
  return {
    kind: "product",
    id,
    name,
    brand,
    category: `${category} ${attrs.words}`,
    description,
    codes: [sku, ...(skus ?? []), ...attrs.codes],
    inStock: inStock === "Y",
    sold,
    categoryId,
  };
}

async function readProducts(where?: SQL): Promise<EngineDoc[]> {
  const db = await getDb();
  return (await readJsonPages<ProductTuple>(db, productPage(where), (t) => t[0])).map(toDoc);
}

/** Published services only: an unpublished one leaves search as it leaves the storefront. */
async function readServices(only?: readonly number[]): Promise<EngineDoc[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: services.id,
      name: services.name,
      category: services.categoryName,
      description: services.description,
      provider: serviceProviders.name,
    })
    .from(services)
    .innerJoin(serviceProviders, eq(serviceProviders.id, services.providerId))
    .where(and(eq(services.published, true), only ? inArray(services.id, [...only]) : undefined));
  return rows.map((s) => ({
    kind: "service",
    id: s.id,
    name: s.name,
    brand: s.provider,
    category: s.category ?? "",
    description: s.description,
    codes: [],
    inStock: true,
    sold: 0,
    categoryId: null,
  }));
}

async function build(): Promise<SearchEngine> {
  const [p, s] = await Promise.all([readProducts(), readServices()]);
  return SearchEngine.build([...p, ...s]);
}

const holder = globalThis as unknown as {
  __dvmSearch?: { engine: Promise<SearchEngine> | null; db: unknown; unsubscribe?: () => void };
};
const state = (holder.__dvmSearch ??= { engine: null, db: null });

/** Re-reads the products a change touches and replaces them in the engine (absent now = removed). */
export async function applyChange(change: Change): Promise<void> {
  if (!state.engine || change.kind === "content") return;
  const engine = await state.engine;
  if (change.ids.length === 0 || engine.waste > REBUILD_WHEN_WASTE) {
    await rebuildSearch();
    return;
  }
  const ids = [...change.ids];
  if (change.kind === "service") {
    const fresh = new Map((await readServices(ids)).map((d) => [d.id, d]));
    for (const id of ids) engine.upsert("service", id, fresh.get(id) ?? null);
    return;
  }
  const column =
    change.kind === "product" ? products.id : change.kind === "vendor" ? products.vendorId : products.categoryId;
  const db = await getDb();
  // every product the change may concern, visible or not, so hidden ones leave the engine
  const touched = await db.select({ id: products.id }).from(products).where(inArray(column, ids));
  const fresh = new Map((await readProducts(inArray(column, ids))).map((d) => [d.id, d]));
  for (const { id } of touched) engine.upsert("product", id, fresh.get(id) ?? null);
}

/**
 * The engine, built on first use; changes announced on the change bus reach it right after commit.
 * A process that switches databases (tests, scripts) gets an engine of the new one.
 */
export async function searchEngine(): Promise<SearchEngine> {
  const db = await getDb();
  if (state.db !== db) {
    state.db = db;
    state.engine = null;
  }
  if (!state.engine) {
    state.engine = build();
    state.engine.catch(() => (state.engine = null));
    state.unsubscribe ??= onChange(applyChange);
  }
  return state.engine;
}

/** Builds a new engine from the database and swaps it in when ready (searches go on meanwhile). */
export async function rebuildSearch(): Promise<SearchEngine> {
  const db = await getDb();
  const next = build();
  await next;
  state.engine = next;
  state.db = db;
  state.unsubscribe ??= onChange(applyChange);
  return next;
}
