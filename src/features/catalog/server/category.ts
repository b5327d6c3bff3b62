import "server-only";
import { sql } from "drizzle-orm";
import { cache } from "react";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb, queryRows } from "@/db/client";
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
const categoryCache = ttlCache<CategoryInfo | null>(10 * 60_000);
// the tree changes with categories; child counts (visible products only) with any product's
// category, existence or status, and with a vendor's suspension
onChange(({ kind }) => {
  if (kind === "category" || kind === "product" || kind === "vendor") categoryCache.clear();
});

export const getCategory = cache((id: number): Promise<CategoryInfo | null> =>
  categoryCache.get(String(id), () => loadCategory(id)),
);

// Aliased reads of one table: columns are named through the schema so a rename fails the typecheck.
const col = (alias: string, column: AnyPgColumn) => sql.raw(`${alias}.${column.name}`);
const k = categories;

async function loadCategory(id: number): Promise<CategoryInfo | null> {
  const db = await getDb();
  const [row] = await queryRows<CategoryInfo>(
    db,
    sql`select ${col("c", k.id)} as id, ${col("c", k.name)} as name, ${col("c", k.slug)} as slug,
      case when ${col("pc", k.id)} is null then null else json_build_object('name', ${col("pc", k.name)}, 'slug', ${col("pc", k.slug)}) end as parent,
      case when ${col("gc", k.id)} is null then null else json_build_object('name', ${col("gc", k.name)}, 'slug', ${col("gc", k.slug)}) end as grandparent,
      coalesce((select json_agg(json_build_object('name', ${col("k", k.name)}, 'slug', ${col("k", k.slug)}, 'count', (
          select count(*)::int from ${products} join ${vendors} on ${vendors.id} = ${products.vendorId}
          where ${visibleListing()} and (${products.categoryId} = ${col("k", k.id)}
            or ${products.categoryId} in (select ${k.id} from ${k} where ${k.parentId} = ${col("k", k.id)}))
        )) order by ${col("k", k.position)}, ${col("k", k.name)}) from ${k} k where ${col("k", k.parentId)} = ${col("c", k.id)}), '[]'::json) as children
    from ${k} c left join ${k} pc on ${col("pc", k.id)} = ${col("c", k.parentId)} left join ${k} gc on ${col("gc", k.id)} = ${col("pc", k.parentId)}
    where ${col("c", k.id)} = ${id}`,
  );
  return row ?? null;
}

export type Department = { id: number; name: string; slug: string; children: { name: string; slug: string }[] };

/** Departments with their categories, for /shop-now and the home page. */
export async function departmentsWithCategories(): Promise<Department[]> {
  const db = await getDb();
  return queryRows<Department>(
    db,
    sql`select d.id, d.name, d.slug,
      coalesce((select json_agg(json_build_object('name', k.name, 'slug', k.slug) order by k.position, k.name) from categories k where k.parent_id = d.id), '[]'::json) as children
    from categories d where d.parent_id is null order by d.position, d.name`,
  );
}
