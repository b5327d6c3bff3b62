import "server-only";
import { eq } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/db/client";
import { slugRegistry } from "@/db/schema";

export type SlugKind = "product" | "service" | "category";

/** /{slug} serves products, services and categories from one namespace (enforced in the database). */
// cached per request: metadata and the page both resolve the same slug
export const resolveSlug = cache(async (slug: string): Promise<{ kind: SlugKind; id: number } | null> => {
  if (!/^[a-z0-9][a-z0-9-]{0,190}$/.test(slug)) return null;
  const db = await getDb();
  const [row] = await db.select().from(slugRegistry).where(eq(slugRegistry.slug, slug)).limit(1);
  return row ? { kind: row.kind as SlugKind, id: row.refId } : null;
});
