import "server-only";
import { and, count, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { user } from "@/db/schema";
import { stateCode, stateKey, stateKeys, stateName } from "@/lib/us-states";

/** Who a content announcement reaches: every active buyer, or those matching every given filter. */
export type Audience = { level?: number; state?: string; confirmed?: boolean };

// a stored state as `stateKey` compares it: lower case, no dots, single spaces
const storedStateKey = sql<string>`btrim(regexp_replace(replace(lower(coalesce(${user.state}, '')), '.', ''), '\\s+', ' ', 'g'))`;

/** "MO" and "Missouri" are one state: a US state matches every spelling of it, anything else its own. */
function stateFilter(state: string): SQL {
  const code = stateCode(state);
  return inArray(storedStateKey, code ? stateKeys(code) : [stateKey(state)]);
}

/** The buyers an announcement reaches (order notifications leave sales reps out). */
export function audienceWhere(audience: Audience, type?: string): SQL | undefined {
  return and(
    eq(user.active, true),
    eq(user.allowOnDvm, true),
    eq(user.softDelete, false),
    eq(user.role, "customer"), // vendor users and operators are not buyers
    type === "order" ? ne(user.position, "Sales Rep") : undefined,
    audience.level !== undefined ? eq(user.level, audience.level) : undefined,
    audience.state ? stateFilter(audience.state) : undefined,
    audience.confirmed !== undefined ? eq(user.confirmed, audience.confirmed ? 1 : 0) : undefined,
  );
}

export type AudiencePreview = { recipients: number; states: { state: string; buyers: number }[] };

/**
 * How many buyers an announcement would reach and in which states, from the same filter the send
 * uses; the spellings of one state count as that state ("MO" and "Missouri" are "Missouri (MO)").
 */
export async function audiencePreview(db: Db | Tx, audience: Audience): Promise<AudiencePreview> {
  const rows = await db
    .select({ key: storedStateKey, typed: sql<string | null>`min(${user.state})`, n: count() })
    .from(user)
    .where(audienceWhere(audience))
    .groupBy(storedStateKey);
  const byState = new Map<string, number>();
  for (const r of rows) {
    const code = stateCode(r.key);
    const label = code ? `${stateName(code)} (${code})` : r.key ? (r.typed ?? r.key).trim() : "No state given";
    byState.set(label, (byState.get(label) ?? 0) + r.n);
  }
  const states = [...byState]
    .map(([state, buyers]) => ({ state, buyers }))
    .sort((a, b) => b.buyers - a.buyers || a.state.localeCompare(b.state));
  return { recipients: states.reduce((s, x) => s + x.buyers, 0), states };
}
