"use client";

type Handler = (kind: string, data: unknown) => void;
const handlers = new Set<Handler>();
let source: EventSource | null = null;
const KINDS = ["notification", "chat", "cart"];

/**
 * One EventSource per tab, shared by every subscriber (bell, notifications page, vendor chat).
 * It opens with the first subscriber and closes with the last; EventSource reconnects by itself.
 */
export function subscribeLive(handler: Handler): () => void {
  handlers.add(handler);
  if (!source && typeof EventSource !== "undefined") {
    source = new EventSource("/api/live");
    for (const kind of KINDS) {
      source.addEventListener(kind, (e) => {
        let data: unknown = null;
        try {
          data = JSON.parse((e as MessageEvent<string>).data);
        } catch {
          return;
        }
        for (const h of handlers) h(kind, data);
      });
    }
    let connections = 0;
    source.addEventListener("ready", () => {
      document.documentElement.dataset.live = "ready";
      // After a dropped connection comes back, events sent meanwhile were missed: tell subscribers to catch up.
      if (++connections > 1) for (const h of handlers) h("reconnect", null);
    });
  }
  return () => {
    handlers.delete(handler);
    if (handlers.size === 0 && source) {
      source.close();
      source = null;
      delete document.documentElement.dataset.live;
    }
  };
}
