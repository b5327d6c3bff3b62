import "server-only";
import { asc, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories, serviceProviders, vendors } from "@/db/schema";

export type SidebarLink = { id: number; name: string; slug: string };
export type SidebarDepartment = SidebarLink & { subcategories: SidebarLink[] };

/** Departments with their direct subcategories, in catalogue order (one query). */
export async function departmentsWithChildren(): Promise<SidebarDepartment[]> {
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
  return departments;
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
 * Category search of the drawer: a department matches by its own name (all its
 * subcategories kept) or through matching subcategories (only those kept).
 */
export async function searchSidebarCategories(input: string): Promise<SidebarDepartment[]> {
  const all = await departmentsWithChildren();
  const needle = input.trim().toLowerCase();
  if (!needle) return all;
  const hits: SidebarDepartment[] = [];
  for (const d of all) {
    if (d.name.toLowerCase().includes(needle)) hits.push(d);
    else {
      const subs = d.subcategories.filter((s) => s.name.toLowerCase().includes(needle));
      if (subs.length > 0) hits.push({ ...d, subcategories: subs });
    }
  }
  return hits;
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
