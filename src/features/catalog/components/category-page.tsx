import Link from "next/link";
import { eq, sql } from "drizzle-orm";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { categories } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server/session";
import { queryCards } from "../server/listing";
import { ProductCard } from "./product-card";

export async function CategoryPage({ categoryId, viewer }: { categoryId: number; viewer: Viewer | null; searchParams: Record<string, string | undefined> }) {
  const db = await getDb();
  const [category] = await db.select().from(categories).where(eq(categories.id, categoryId)).limit(1);
  if (!category) notFound();
  const children = await db.select().from(categories).where(eq(categories.parentId, categoryId)).orderBy(categories.position);
  // a department shows its categories' and subcategories' products too
  const products = await queryCards(
    sql`p.category_id in (select id from categories where id = ${categoryId} or parent_id = ${categoryId}
      or parent_id in (select id from categories where parent_id = ${categoryId}))`,
    sql`p.unit_sold desc, p.id`, 24, viewer,
  );
  return (
    <div className="container-page py-8">
      <h1 className="text-2xl font-bold">{category.name}</h1>
      {children.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2">
          {children.map((c) => (
            <li key={c.id}><Link href={`/${c.slug}`} className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:border-brand-500">{c.name}</Link></li>
          ))}
        </ul>
      )}
      <div className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {products.map((p) => <ProductCard key={p.id} product={p} />)}
      </div>
    </div>
  );
}
