import "server-only";
import { eq } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/db/client";
import { slugRegistry } from "@/db/schema";
import { onChange } from "@/lib/change-bus";
import { getConfig } from "@/lib/config";
import { ttlCache } from "@/lib/ttl-cache";

export type SlugKind = "product" | "service" | "category";
type Hit = { kind: SlugKind; id: number };

// Every catalog page starts here, so found slugs are kept (a miss is not: a new listing must show at
// once). A kept hit can only go stale by pointing at a row whose slug moved or that is gone, and the
// page then reads that row by slug or id and answers 404 as it would have; the bus drops it anyway.
const hits = ttlCache<Hit | null>(getConfig().CATALOG_DETAIL_TTL_MS, 20_000, "slugs");
onChange(({ kind, ids }) => {
  if (kind === "content" || kind === "provider" || kind === "vendor") return; // no slug of theirs is here
  if (ids.length === 0 || kind === "category") return hits.clear();
  const changed = new Set(ids);
  hits.dropWhere((hit) => hit === null || (hit.kind === kind && changed.has(hit.id)));
});

/** /{slug} serves products, services and categories from one namespace (enforced in the database). */
// cached per request too: metadata and the page both resolve the same slug
export const resolveSlug = cache(async (slug: string): Promise<Hit | null> => {
  if (!/^[a-z0-9][a-z0-9-]{0,190}$/.test(slug)) return null;
  const hit = await hits.get(slug, async () => {
    const db = await getDb();
    const [row] = await db.select().from(slugRegistry).where(eq(slugRegistry.slug, slug)).limit(1);
    return row ? { kind: row.kind as SlugKind, id: row.refId } : null;
  });
  if (!hit) hits.delete(slug);
  return hit;
});
