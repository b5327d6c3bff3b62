import "server-only";
import { eq, isNull, sql } from "drizzle-orm";
import { cache } from "react";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import { jsonListOrEmpty, jsonObject, scalar } from "@/db/json";
import { categories, products, vendors } from "@/db/schema";
import { visibleListing } from "./visibility";
import { ttlCache } from "@/lib/ttl-cache";
import { onChange } from "@/lib/change-bus";

export type CategoryInfo = {
  id: number;
  name: string;
  slug: string;
  parent: { name: string; slug: string } | null;
  grandparent: { name: string; slug: string } | null;
  children: { name: string; slug: string; count: number }[];
};

/** The category with its ancestors and direct children (with product counts), in one statement. */
const categoryCache = ttlCache<CategoryInfo | null>(10 * 60_000, 500, "categories");
// the tree changes with categories; child counts (visible products only) with any product's
// category, existence or status, and with a vendor's suspension
onChange(({ kind }) => {
  if (kind === "category" || kind === "product" || kind === "vendor") categoryCache.clear();
});

export const getCategory = cache((id: number): Promise<CategoryInfo | null> =>
  categoryCache.get(String(id), () => loadCategory(id)),
);

const c = alias(categories, "c");
const pc = alias(categories, "pc");
const gc = alias(categories, "gc");
const kid = alias(categories, "k");
const k = categories;

// A joined ancestor as `{ name, slug }`, or null when the category has none.
function ancestor(t: typeof pc | typeof gc) {
  const ref = jsonObject({ name: t.name, slug: t.slug });
  return sql<(typeof ref)["_"]["type"] | null>`case when ${t.id} is null then null else ${ref} end`;
}

async function loadCategory(id: number): Promise<CategoryInfo | null> {
  const db = await getDb();
  // a child's count takes the visible products in it and in its own children
  const count =
    scalar<number>(sql`select count(*)::int from ${products} join ${vendors} on ${vendors.id} = ${products.vendorId}
    where ${visibleListing()} and (${products.categoryId} = ${kid.id}
      or ${products.categoryId} in (select ${k.id} from ${k} where ${k.parentId} = ${kid.id}))`);
  const [row] = await db
    .select({
      id: c.id,
      name: c.name,
      slug: c.slug,
      parent: ancestor(pc),
      grandparent: ancestor(gc),
      children: jsonListOrEmpty(
        jsonObject({ name: kid.name, slug: kid.slug, count }),
        sql`from ${k} ${kid} where ${kid.parentId} = ${c.id}`,
        sql`${kid.position}, ${kid.name}`,
      ),
    })
    .from(c)
    .leftJoin(pc, eq(pc.id, c.parentId))
    .leftJoin(gc, eq(gc.id, pc.parentId))
    .where(eq(c.id, id));
  return row ?? null;
}

export type Department = { id: number; name: string; slug: string; children: { name: string; slug: string }[] };

/** Departments with their categories, for /shop-now and the home page. */
export async function departmentsWithCategories(): Promise<Department[]> {
  const db = await getDb();
  const d = alias(categories, "d");
  return db
    .select({
      id: d.id,
      name: d.name,
      slug: d.slug,
      children: jsonListOrEmpty(
        jsonObject({ name: kid.name, slug: kid.slug }),
        sql`from ${k} ${kid} where ${kid.parentId} = ${d.id}`,
        sql`${kid.position}, ${kid.name}`,
      ),
    })
    .from(d)
    .where(isNull(d.parentId))
    .orderBy(d.position, d.name);
}
