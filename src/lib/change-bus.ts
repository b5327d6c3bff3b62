import { errorFields, log } from "./logger";

/**
 * The one place a write announces what it changed, so every cache and in-memory index that holds a
 * copy can drop or update it. Writers call `announceChange`; caches subscribe with `onChange`.
 * Listeners run after the writer's transaction has committed (callers announce after commit), and a
 * failing listener never fails the write. Fan-out to other instances plugs in through `setRemote`.
 */
/** "provider": a service provider's profile (its page only; services announce "service"). */
export type ChangeKind = "product" | "category" | "vendor" | "service" | "provider" | "content";
export interface Change {
  kind: ChangeKind;
  /** ids of the changed rows; empty means "anything of this kind may have changed" */
  ids: readonly number[];
}
type Listener = (change: Change) => void | Promise<void>;

const holder = globalThis as unknown as {
  __dvmChangeBus?: { listeners: Set<Listener>; remote: ((change: Change) => void) | null };
};
const bus = (holder.__dvmChangeBus ??= { listeners: new Set(), remote: null });

export function onChange(listener: Listener): () => void {
  bus.listeners.add(listener);
  return () => bus.listeners.delete(listener);
}

/** Runs local listeners (awaited, errors logged) and forwards the change to other instances. */
export async function announceChange(change: Change, opts: { fromRemote?: boolean } = {}): Promise<void> {
  if (!opts.fromRemote) bus.remote?.(change);
  await Promise.all(
    [...bus.listeners].map(async (listener) => {
      try {
        await listener(change);
      } catch (err) {
        log("change-bus").error(errorFields(err), "listener failed");
      }
    }),
  );
}

/** Installs the cross-instance forwarder (e.g. Redis pub/sub); remote changes come back through `announceChange(c, { fromRemote: true })`. */
export function setRemote(forward: ((change: Change) => void) | null): void {
  bus.remote = forward;
}
