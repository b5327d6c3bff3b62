/**
 * Where a write that ends or changes a session or an account says so, so that every process's
 * session cache (features/accounts/server/session-cache.ts) forgets it before the next request.
 * Like the change bus, it fans out to other instances through Redis when one is configured
 * (`connectSessionBus` in change-bus-redis.ts); kept apart from the change bus, whose listeners
 * are catalog caches that would read an account change as "anything may have changed".
 */
export type SessionChange = {
  /** accounts whose sessions all changed (status, level, coins, profile, clinic membership) */
  users: readonly string[];
  /** sessions ended or changed (sign-out, the clinic switch), by token */
  tokens: readonly string[];
};
type Listener = (change: SessionChange) => void;

const holder = globalThis as unknown as {
  __dvmSessionBus?: { listeners: Set<Listener>; remote: ((change: SessionChange) => void) | null };
};
const bus = (holder.__dvmSessionBus ??= { listeners: new Set(), remote: null });

export function onSessionChange(listener: Listener): () => void {
  bus.listeners.add(listener);
  return () => bus.listeners.delete(listener);
}

/** Tells this process's listeners at once, and the other instances through the remote. */
export function announceSessionChange(change: SessionChange, opts: { fromRemote?: boolean } = {}): void {
  if (!change.users.length && !change.tokens.length) return;
  if (!opts.fromRemote) bus.remote?.(change);
  for (const listener of bus.listeners) listener(change);
}

export function setSessionRemote(forward: ((change: SessionChange) => void) | null): void {
  bus.remote = forward;
}
