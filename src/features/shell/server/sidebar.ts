import "server-only";
import { asc, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories, serviceProviders, vendors } from "@/db/schema";
import { searchCategoryIds } from "@/features/search/server";
import { departmentsForHits, type SidebarDepartment, type SidebarLink } from "../category-filter";

export type { SidebarDepartment, SidebarLink };

/** Departments with their direct subcategories, in catalogue order (one query). */
export async function departmentsWithChildren(): Promise<SidebarDepartment[]> {
  return (await categoryTree()).departments;
}

async function categoryTree() {
  const db = await getDb();
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  const departments = rows
    .filter((r) => r.parentId === null)
    .map((r) => ({ id: r.id, name: r.name, slug: r.slug, subcategories: [] as SidebarLink[] }));
  const byId = new Map(departments.map((d) => [d.id, d]));
  for (const r of rows) {
    if (r.parentId !== null) byId.get(r.parentId)?.subcategories.push({ id: r.id, name: r.name, slug: r.slug });
  }
  return { departments, parentOf: new Map(rows.map((r) => [r.id, r.parentId])) };
}

/** GET /api/mainSideBar (SPEC §3 sidebar response). */
export async function mainSidebar() {
  const db = await getDb();
  const [shopByDepartment, vendorRows, providerRows] = await Promise.all([
    departmentsWithChildren(),
    db.select({ id: vendors.id, name: vendors.name, slug: vendors.slug }).from(vendors).orderBy(asc(vendors.name)),
    db
      .select({ id: serviceProviders.id, name: serviceProviders.name, slug: serviceProviders.slug })
      .from(serviceProviders)
      .orderBy(asc(serviceProviders.name)),
  ]);
  return { shop_by_department: shopByDepartment, vendors: vendorRows, serviceProviders: providerRows };
}

/**
 * Category search of the drawer, on the search engine: departments and subcategories whose name
 * matches (with typos, the last word as a prefix) or that hold the best matching products, best
 * first. A department hit keeps all its subcategories, a subcategory hit only the ones hit.
 */
export async function searchSidebarCategories(input: string): Promise<SidebarDepartment[]> {
  const needle = input.trim();
  const [tree, ranked] = await Promise.all([categoryTree(), needle ? searchCategoryIds(needle) : null]);
  return ranked ? departmentsForHits(tree.departments, tree.parentOf, ranked) : tree.departments;
}

/** GET /api/web-shop-by-department: departments (id, name, slug); the footer shows the first 7. */
export async function shopByDepartment(): Promise<SidebarLink[]> {
  const db = await getDb();
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.position), asc(categories.id));
}
