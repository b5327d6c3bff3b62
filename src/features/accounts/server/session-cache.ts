import "server-only";
import { LRUCache } from "lru-cache";
import { announceSessionChange, onSessionChange } from "@/lib/session-bus";

/**
 * How long a session's viewer is kept without a word from the writers: only a backstop for writes
 * made outside the app (a script run in another process without Redis). Writes through the app
 * forget the sessions they touch at once (`forgetSessions`), in every instance.
 */
export const SESSION_CACHE_MS = 10_000;

type Entry<V> = { value: V; token: string; userId: string; /** the session's own end, ms */ expiresAt: number };

/**
 * The viewer of each session cookie this process has read, so a page's per-buyer reads, the header
 * and the API calls of one visit are not a Better Auth session read (about 5 ms of CPU) each. Keyed
 * by the whole signed cookie value, so a hit is exactly a cookie Better Auth accepted. Only signed-in
 * sessions are kept: a cookie whose session is gone is read again each time (it is rare, and a new
 * sign-in never reuses a token).
 */
export function sessionCache<V>(ttlMs = SESSION_CACHE_MS, max = 20_000) {
  const entries = new LRUCache<string, Entry<V>>({ max, ttl: ttlMs });
  // a read that began before a forget may hold what the write changed: it is answered, not kept
  let generation = 0;
  const forget = (matches: (e: Entry<V>) => boolean) => {
    generation++;
    for (const [key, e] of entries.entries()) if (matches(e)) entries.delete(key);
  };
  return {
    get(cookie: string, now = Date.now()): V | undefined {
      const e = entries.get(cookie);
      if (e && e.expiresAt <= now) entries.delete(cookie);
      return e && e.expiresAt > now ? e.value : undefined;
    },
    /** The generation to hand back to `set`, taken before the session is read. */
    begin: () => generation,
    set(cookie: string, started: number, entry: Entry<V>) {
      if (started === generation) entries.set(cookie, entry);
    },
    forgetUsers(users: readonly string[]) {
      const set = new Set(users);
      forget((e) => set.has(e.userId));
    },
    forgetTokens(tokens: readonly string[]) {
      const set = new Set(tokens);
      forget((e) => set.has(e.token));
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * Says that these accounts or sessions changed (status, level, coins, clinic, sign-out): every
 * instance's session cache forgets them before its next request. Call after the write's commit.
 */
export function forgetSessions(change: { users?: readonly string[]; tokens?: readonly string[] }): void {
  announceSessionChange({ users: change.users ?? [], tokens: change.tokens ?? [] });
}

/** Subscribes a cache to the session bus; returns it. */
export function listening<V>(cache: ReturnType<typeof sessionCache<V>>) {
  onSessionChange(({ users, tokens }) => {
    if (users.length) cache.forgetUsers(users);
    if (tokens.length) cache.forgetTokens(tokens);
  });
  return cache;
}
