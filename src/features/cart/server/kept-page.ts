import "server-only";
import { randomUUID } from "node:crypto";
import { LRUCache } from "lru-cache";
import { getDbHandle, type DbHandle } from "@/db/client";
import { watchRowChanges, type RowChange, type RowWatch } from "@/db/row-changes";
import { viewerFromRequest } from "@/features/accounts/server";
import { keepPageInFront, type KeeperAnswer, type PageKeeper } from "@/lib/kept-pages";
import { errorFields, log } from "@/lib/logger";
import { countCache } from "@/lib/metrics";
import { changeReaches } from "../kept-page-rules";

/**
 * The cart page drawn for its buyer, kept per session and handed out again by the server in front of
 * Next until anything it shows changes: a 50-line cart costs Next about 27 ms of CPU to draw, a kept
 * copy well under one. What "changes" means comes from the database itself (db/row-changes.ts): every
 * committed write to any table the page could read says which sessions, buyers, locations, products
 * and items it touched, or that anything may have changed, whichever code or person wrote it. The
 * clock's own changes (a discount's or quote's end) end the copy too, and none lives over 30 s.
 *
 * A render is kept only when no row change at all arrived between the request's arrival and the
 * page's end (a render that read before a commit must not outlive it), and only while the watch is
 * listening: a listener that lost its connection keeps nothing until it is back.
 */
type Shown = { sessionId: string; userId: string; scopes: readonly string[]; until: number };
type Entry = { page: unknown; bytes: number; userId: string; scopes: ReadonlySet<string>; until: number };
type Pending = { started: number; sessionId: string; shown?: Shown };

const MAX_BYTES = 32 * 1024 * 1024;

type State = {
  entries: LRUCache<string, Entry>;
  pending: LRUCache<string, Pending>;
  generation: number;
  /** the database the watch listens to: a new process database (tests, a dev reload) gets a new watch */
  watched: DbHandle | null;
  watch: Promise<RowWatch | null> | null;
};
// one per process, whichever of Next's bundles asks
const holder = globalThis as unknown as { __dvmKeptCarts?: State };
const state = (holder.__dvmKeptCarts ??= {
  entries: new LRUCache<string, Entry>({ maxSize: MAX_BYTES, sizeCalculation: (e) => Math.max(1, e.bytes) }),
  pending: new LRUCache<string, Pending>({ max: 1000, ttl: 60_000 }),
  generation: 0,
  watched: null,
  watch: null,
});

function onRowChange(change: RowChange): void {
  state.generation++;
  if (change.scopes === "all") return state.entries.clear();
  for (const [key, e] of state.entries.entries()) if (changeReaches(change.scopes, e.scopes)) state.entries.delete(key);
}

/** The watch of the process database, started on first use; null (nothing kept) when it cannot listen. */
async function listening(): Promise<RowWatch | null> {
  const handle = await getDbHandle();
  if (state.watched !== handle) {
    const before = state.watch;
    state.watched = handle;
    state.entries.clear();
    state.generation++;
    state.watch = watchRowChanges(handle, onRowChange).catch((err: unknown) => {
      log("kept-cart").error(errorFields(err), "row changes cannot be listened to: cart pages are not kept");
      return null;
    });
    void before?.then((w) => w?.close()).catch(() => undefined);
  }
  return state.watch;
}

async function lookup(req: Request): Promise<KeeperAnswer<unknown>> {
  const watch = await listening();
  if (!watch?.listening) return null;
  const viewer = await viewerFromRequest(req);
  if (!viewer?.sessionId || viewer.isSalesRep) return null;
  // a write committed before this request (the buyer's own add to cart a moment ago) has reached the
  // entries before one is handed out
  if (state.entries.has(viewer.sessionId)) await watch.caughtUp();
  const kept = state.entries.get(viewer.sessionId);
  countCache("kept-cart", kept !== undefined);
  if (kept && kept.userId === viewer.id && kept.until > Date.now()) return { page: kept.page };
  if (kept) state.entries.delete(viewer.sessionId);
  const token = randomUUID();
  state.pending.set(token, { started: state.generation, sessionId: viewer.sessionId });
  return { token };
}

/**
 * The cart page's render says what it shows, under the token the front sent with it (a token the
 * front did not hand out, or another session's, is ignored).
 */
export function noteKeptCart(token: string | null, shown: Shown | null): void {
  if (!token || !shown) return;
  const pending = state.pending.get(token);
  if (pending && pending.sessionId === shown.sessionId) pending.shown = shown;
}

function keep(token: string, page: unknown, bytes: number): void {
  const pending = state.pending.get(token);
  state.pending.delete(token);
  const shown = pending?.shown;
  if (!pending || !shown || pending.started !== state.generation || shown.until <= Date.now()) return;
  state.entries.set(shown.sessionId, {
    page,
    bytes,
    userId: shown.userId,
    scopes: new Set(shown.scopes),
    until: shown.until,
  });
}

const keeper: PageKeeper = { lookup, keep };
keepPageInFront("/cart", keeper);
