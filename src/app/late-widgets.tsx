"use client";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef } from "react";
import { ASSISTANT_OPEN_EVENT } from "@/features/assistant/assistant-events";
import { markPageInUse, usePageInUse } from "@/components/islands/page-in-use";

// Nothing in this chunk shows on arrival (the countdown waits 4 s or a scroll, the cookie notice and
// the help button 5 s, back-to-top a scroll), so it stays out of the first load.
const ShellWidgets = dynamic(() => import("./shell-widgets").then((m) => m.ShellWidgets), { ssr: false });

/**
 * Mounts the shell's late widgets once the page is in use (components/islands: 2 s after the load
 * event, or at once when the buyer scrolls, points, types or asks for the assistant). An assistant
 * request made before they arrived is replayed once the help chat listens, so it is never lost.
 */
export function LateWidgets() {
  const on = usePageInUse();
  const missed = useRef<Event[]>([]);
  const listening = useRef(false); // the help chat takes the requests itself once it is up
  useEffect(() => {
    const onOpen = (e: Event) => {
      if (listening.current) return;
      missed.current.push(new CustomEvent(e.type, { detail: (e as CustomEvent).detail }));
      markPageInUse();
    };
    window.addEventListener(ASSISTANT_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(ASSISTANT_OPEN_EVENT, onOpen);
  }, []);
  // the widgets' own listeners are up once they report mounted: replay what came before
  const mounted = useCallback(() => {
    listening.current = true;
    const events = missed.current.splice(0);
    for (const e of events) window.dispatchEvent(e);
  }, []);
  return on ? <ShellWidgets onMounted={mounted} /> : null;
}
