"use client";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef, useState } from "react";
import { ASSISTANT_OPEN_EVENT } from "@/features/assistant/assistant-events";
import { LATE_WIDGETS_AFTER_LOAD_MS } from "@/features/shell/rules";

// Nothing in this chunk shows on arrival (the countdown waits 4 s or a scroll, the cookie notice and
// the help button 5 s, back-to-top a scroll), so it stays out of the first load.
const ShellWidgets = dynamic(() => import("./shell-widgets").then((m) => m.ShellWidgets), { ssr: false });

const FIRST_USE = ["scroll", "pointerdown", "keydown", "touchstart"] as const;

/**
 * Mounts the shell's late widgets 2 s after the load event, or at once when the buyer scrolls,
 * taps, types or asks for the assistant. An assistant request made before they arrived is replayed
 * once the help chat listens, so an "Ask Anna" click is never lost.
 */
export function LateWidgets() {
  const [on, setOn] = useState(false);
  const missed = useRef<Event[]>([]);
  const listening = useRef(false); // the help chat takes the requests itself once it is up
  useEffect(() => {
    let timer: number | undefined;
    const start = () => setOn(true);
    const onOpen = (e: Event) => {
      if (listening.current) return;
      missed.current.push(new CustomEvent(e.type, { detail: (e as CustomEvent).detail }));
      start();
    };
    const afterLoad = () => (timer = window.setTimeout(start, LATE_WIDGETS_AFTER_LOAD_MS));
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
    for (const t of FIRST_USE) window.addEventListener(t, start, { once: true, passive: true });
    window.addEventListener(ASSISTANT_OPEN_EVENT, onOpen);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("load", afterLoad);
      for (const t of FIRST_USE) window.removeEventListener(t, start);
      window.removeEventListener(ASSISTANT_OPEN_EVENT, onOpen);
    };
  }, []);
  // the widgets' own listeners are up once they report mounted: replay what came before
  const mounted = useCallback(() => {
    listening.current = true;
    const events = missed.current.splice(0);
    for (const e of events) window.dispatchEvent(e);
  }, []);
  return on ? <ShellWidgets onMounted={mounted} /> : null;
}
