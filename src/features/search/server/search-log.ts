import "server-only";
import { getDb } from "@/db/client";
import { searchQueries } from "@/db/schema";
import { errorFields, log } from "@/lib/logger";

/**
 * What people search for and how many results they got, so the operator sees the searches that
 * find nothing. Entries wait in memory and go in as one insert per batch (a keystroke never waits
 * for a write); a failed write is logged and dropped, never a failed search.
 */
export type SearchLogEntry = {
  query: string;
  results: number;
  source: "type-ahead" | "results-page" | "assistant";
  userId: string | null;
};

const FLUSH_MS = 2000;
const FLUSH_AT = 100;
/** A burst larger than this is sampled down rather than held in memory. */
const MAX_PENDING = 5000;

const holder = globalThis as unknown as {
  __dvmSearchLog?: { pending: SearchLogEntry[]; timer: NodeJS.Timeout | null };
};
const state = (holder.__dvmSearchLog ??= { pending: [], timer: null });

export function logSearch(entry: SearchLogEntry): void {
  if (state.pending.length >= MAX_PENDING) return;
  state.pending.push({ ...entry, query: entry.query.slice(0, 100) });
  if (state.pending.length >= FLUSH_AT) void flushSearchLog();
  else state.timer ??= setTimeout(() => void flushSearchLog(), FLUSH_MS);
}

/** Writes what is pending now (tests and shutdown call it; otherwise the timer does). */
export async function flushSearchLog(): Promise<void> {
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  const batch = state.pending.splice(0);
  if (!batch.length) return;
  try {
    const db = await getDb();
    await db.insert(searchQueries).values(batch);
  } catch (err) {
    log("search").error(errorFields(err), "could not record searches");
  }
}
