import "server-only";
import { searchEngine } from "./engine-store";

/** The engine's best product ids for a text, best first (no services, no display data). */
export async function searchProductIds(text: string, limit: number): Promise<{ ids: number[]; total: number }> {
  const engine = await searchEngine();
  // services share the ranking; ask for enough that `limit` products remain
  const found = engine.search(text, { limit: limit * 2 });
  const ids = found.hits.filter((h) => h.kind === "product").map((h) => h.id);
  return { ids: ids.slice(0, limit), total: found.total };
}
