import "server-only";
import { getDb } from "@/db/client";
import { categories } from "@/db/schema";
import { onChange } from "@/lib/change-bus";
import { SearchEngine, type EngineDoc } from "../engine/engine";
import { searchIndex } from "./engine-store";

/**
 * The drawer's 'Search category' box on the one engine: category names match by its rules (typos
 * by word length, the last word as a prefix with typos, synonyms), and a text naming products
 * rather than a category ("carprofen", a SKU) finds the categories those products are in.
 */

/** Product matches looked at for their categories: the best ones, as the type-ahead shows them. */
const PRODUCT_HITS = 200;

const holder = globalThis as unknown as {
  __dvmCategorySearch?: { db: unknown; engine: Promise<SearchEngine> | null; unsubscribe?: () => void };
};
const state = (holder.__dvmCategorySearch ??= { db: null, engine: null });

async function buildCategoryEngine(): Promise<SearchEngine> {
  const db = await getDb();
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  return SearchEngine.build(
    rows.map((c): EngineDoc => ({
      kind: "category",
      id: c.id,
      name: c.name,
      brand: "",
      category: "",
      description: "",
      codes: [],
      inStock: true,
      sold: 0,
      categoryId: c.id,
    })),
  );
}

async function categoryEngine(): Promise<SearchEngine> {
  const db = await getDb();
  if (state.db !== db) {
    state.db = db;
    state.engine = null;
  }
  // a few hundred names: rebuilt whole when any category changes
  state.unsubscribe ??= onChange(({ kind }) => {
    if (kind === "category") state.engine = null;
  });
  if (!state.engine) {
    const engine = buildCategoryEngine();
    state.engine = engine;
    engine.catch(() => {
      if (state.engine === engine) state.engine = null;
    });
  }
  return state.engine;
}

/**
 * Category ids for a typed text, best first: categories whose name matches, then the categories of
 * the best matching products (in the order of their best product). Empty when nothing matches.
 */
export async function searchCategoryIds(text: string): Promise<number[]> {
  const [names, index] = await Promise.all([categoryEngine(), searchIndex()]);
  const out = new Set<number>();
  for (const hit of names.search(text, { limit: names.size }).hits) out.add(hit.id);
  for (const hit of index.engine.search(text, { limit: PRODUCT_HITS }).hits) {
    const categoryId = hit.kind === "product" ? index.engine.doc("product", hit.id)?.categoryId : null;
    if (categoryId != null) out.add(categoryId);
  }
  return [...out];
}
