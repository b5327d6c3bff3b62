// The toast's store, apart from its UI (toaster.tsx), which arrives with the shell's late widgets:
// a toast raised before the toaster is up waits for it instead of being lost.
export type ToastKind = "success" | "error";
export type ToastItem = { id: number; kind: ToastKind; message: string };

const listeners = new Set<(t: ToastItem) => void>();
let waiting: ToastItem[] = [];
let nextId = 1;

/**
 * Shows a form notification toast from any feature: `toast("Saved")` or
 * `toast("Failed", "error")`. It closes after `ms` (default 3 s) or on its close icon; the id
 * returned closes it early (`dismiss`).
 */
export function toast(message: string, kind: ToastKind = "success", ms = 3_000): number {
  const item = { id: nextId++, kind, message };
  if (listeners.size === 0) waiting.push(item);
  for (const l of listeners) l(item);
  if (ms > 0) setTimeout(() => dismiss(item.id), ms);
  return item.id;
}

const dismissers = new Set<(id: number) => void>();
export function dismiss(id: number) {
  waiting = waiting.filter((t) => t.id !== id);
  for (const d of dismissers) d(id);
}

/** The toaster listens: it gets the toasts raised while nobody did, then every new one. */
export function listenToToasts(add: (t: ToastItem) => void, remove: (id: number) => void): () => void {
  listeners.add(add);
  dismissers.add(remove);
  for (const t of waiting.splice(0)) add(t);
  return () => {
    listeners.delete(add);
    dismissers.delete(remove);
  };
}
