import "server-only";
import { sql } from "drizzle-orm";
import { cache } from "react";
import { getDb, queryRows } from "@/db/client";
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
// the tree changes with categories; child counts with any product's category or existence
onChange(({ kind }) => {
  if (kind === "category" || kind === "product") categoryCache.clear();
});

export const getCategory = cache((id: number): Promise<CategoryInfo | null> =>
  categoryCache.get(String(id), () => loadCategory(id)),
);

async function loadCategory(id: number): Promise<CategoryInfo | null> {
  const db = await getDb();
  const [row] = await queryRows<CategoryInfo>(
    db,
    sql`select c.id, c.name, c.slug,
      case when pc.id is null then null else json_build_object('name', pc.name, 'slug', pc.slug) end as parent,
      case when gc.id is null then null else json_build_object('name', gc.name, 'slug', gc.slug) end as grandparent,
      coalesce((select json_agg(json_build_object('name', k.name, 'slug', k.slug, 'count', (
          select count(*)::int from products p where p.category_id = k.id or p.category_id in (select id from categories where parent_id = k.id)
        )) order by k.position, k.name) from categories k where k.parent_id = c.id), '[]'::json) as children
    from categories c left join categories pc on pc.id = c.parent_id left join categories gc on gc.id = pc.parent_id
    where c.id = ${id}`,
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
