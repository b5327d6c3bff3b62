import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { onChange, type Change } from "@/lib/change-bus";
import { log } from "@/lib/logger";
import { gaugeOnScrape } from "@/lib/metrics";
import { SearchEngine } from "../engine/engine";
import { ProductCards } from "./card-store";
import { productIdsWhere, readProducts, readServices, type ServiceSource } from "./index-rows";

/**
 * The process's one search index: the engine and the cards its results show, built from the
 * database on first use and kept fresh by the change bus. A changed product, category or vendor is
 * re-read and replaced in both right after its writer commits (a few ms), so search shows a new
 * name, price or stock at once and answers without reading the database. A full rebuild happens
 * when many engine slots are stale (every update leaves one behind) or when a change does not say
 * which rows moved; changes announced while a rebuild reads are applied again to the new index.
 */
const REBUILD_WHEN_WASTE = 0.2;
/**
 * Backstop for writes that skip the change bus (a seed, hand-run SQL): an index older than this is
 * rebuilt behind the answers, as the listing snapshot is. A large catalog waits longer, so rebuilds
 * take at most a fiftieth of the time (at a million products a build is about a minute and a half).
 */
const MAX_AGE_MS = 10 * 60_000;
const maxAge = () => Math.max(MAX_AGE_MS, 50 * state.buildMs);

export type SearchIndex = {
  engine: SearchEngine;
  /** visible products' cards by id, as read with the engine's documents */
  products: ProductCards;
  /** published services by id */
  services: Map<number, ServiceSource>;
};

async function build(): Promise<SearchIndex> {
  const [p, s] = await Promise.all([readProducts(), readServices()]);
  const cards = new ProductCards();
  for (const r of p) cards.set(r.source);
  return {
    // requests are answered between chunks of the build (the previous index serves them on a rebuild)
    engine: await SearchEngine.buildYielding([...p.map((r) => r.doc), ...s.map((r) => r.doc)]),
    products: cards,
    services: new Map(s.map((r) => [r.source.id, r.source])),
  };
}

const holder = globalThis as unknown as {
  __dvmSearch?: {
    index: Promise<SearchIndex> | null;
    db: unknown;
    unsubscribe?: () => void;
    /** changes announced while a rebuild reads, replayed on the index it makes */
    pending: Change[] | null;
    rebuilding: Promise<SearchEngine> | null;
    builtAt: number;
    /** how long the last build took */
    buildMs: number;
  };
};
const state = (holder.__dvmSearch ??= {
  index: null,
  db: null,
  pending: null,
  rebuilding: null,
  builtAt: 0,
  buildMs: 0,
});

/** The index's size and age for the metrics listener (nothing until the first build finishes). */
export function defineSearchMetrics(): void {
  const ready = async () => (state.index && state.builtAt ? await state.index : null);
  gaugeOnScrape("search_index_documents", "Documents (products and services) in the search index", [], async (set) => {
    const index = await ready();
    if (index) set({}, index.engine.size);
  });
  gaugeOnScrape("search_index_age_seconds", "Seconds since the search index was last built", [], (set) => {
    if (state.builtAt) set({}, (Date.now() - state.builtAt) / 1000);
  });
}

/** Re-reads what a change touches and replaces it in this index (absent now = removed). */
async function patch(index: SearchIndex, change: Change): Promise<void> {
  const ids = [...change.ids];
  if (change.kind === "service") {
    const fresh = new Map((await readServices(ids)).map((r) => [r.source.id, r]));
    for (const id of ids) {
      const read = fresh.get(id);
      index.engine.upsert("service", id, read?.doc ?? null);
      if (read) index.services.set(id, read.source);
      else index.services.delete(id);
    }
    return;
  }
  const column =
    change.kind === "product" ? products.id : change.kind === "vendor" ? products.vendorId : products.categoryId;
  const [touched, reads] = await Promise.all([
    productIdsWhere(inArray(column, ids)),
    readProducts(inArray(column, ids)),
  ]);
  const fresh = new Map(reads.map((r) => [r.source.id, r]));
  // a product id with no row any more (deleted) is dropped too
  const all = change.kind === "product" ? new Set([...touched, ...ids]) : new Set(touched);
  for (const id of all) {
    const read = fresh.get(id);
    index.engine.upsert("product", id, read?.doc ?? null);
    if (read) index.products.set(read.source);
    else index.products.delete(id);
  }
}

/** The change bus's listener: patches the index, or rebuilds it when a patch would not do. */
export async function applyChange(change: Change): Promise<void> {
  if (!state.index || change.kind === "content" || change.kind === "provider") return;
  const index = await state.index;
  state.pending?.push(change);
  // a rebuild in flight compacts anyway: patch meanwhile rather than queue another
  if (change.ids.length === 0 || (index.engine.waste > REBUILD_WHEN_WASTE && !state.rebuilding)) {
    await rebuildSearch();
    return;
  }
  await patch(index, change);
}

function subscribe() {
  state.unsubscribe ??= onChange(applyChange);
}

/**
 * The index, built on first use; changes announced on the change bus reach it right after commit.
 * A process that switches databases (tests, scripts) gets an index of the new one.
 */
export async function searchIndex(): Promise<SearchIndex> {
  const db = await getDb();
  if (state.db !== db) {
    state.db = db;
    state.index = null;
  }
  if (!state.index) {
    const started = Date.now();
    const index = build();
    state.index = index;
    index.then(
      () => {
        state.builtAt = Date.now();
        state.buildMs = state.builtAt - started;
      },
      () => {
        if (state.index === index) state.index = null;
      },
    );
    subscribe();
  } else if (!state.rebuilding && state.builtAt && Date.now() - state.builtAt > maxAge()) {
    rebuildSearch().catch((err) => console.error("[search] rebuild failed", err));
  }
  return state.index;
}

/**
 * Builds the index now, in the background, so the first search after a start does not wait for it
 * (about 4 s on 100k products); the server calls it once it is up.
 */
export function warmSearch(): void {
  searchIndex().catch((err: Error) => log("search").error({ err }, "the index could not be built at start"));
}

/** The engine alone (Anna's retrieval, timing scripts). */
export async function searchEngine(): Promise<SearchEngine> {
  return (await searchIndex()).engine;
}

/** Builds a new index from the database and swaps it in when ready (searches go on meanwhile). */
async function rebuildNow(): Promise<SearchEngine> {
  const db = await getDb();
  const replay: Change[] = [];
  state.pending = replay;
  try {
    const started = Date.now();
    const next = await build();
    state.index = Promise.resolve(next);
    state.db = db;
    state.builtAt = Date.now();
    state.buildMs = state.builtAt - started;
    // a write that committed while the rows were read may be missing from them: read it again
    for (const change of replay) if (change.ids.length) await patch(next, change);
    return next.engine;
  } finally {
    if (state.pending === replay) state.pending = null;
    subscribe();
  }
}

/**
 * A rebuild that starts after any rebuild in flight (which may have read before the caller's
 * writes), so one runs at a time and each caller gets an index read after it asked.
 */
export function rebuildSearch(): Promise<SearchEngine> {
  const run = (state.rebuilding ?? Promise.resolve()).catch(() => undefined).then(rebuildNow);
  state.rebuilding = run;
  const done = () => {
    if (state.rebuilding === run) state.rebuilding = null;
  };
  run.then(done, done);
  return run;
}
