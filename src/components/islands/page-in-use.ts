import { useEffect, useState } from "react";

// The moment a page's deferred code is wanted: the first scroll, pointer, key or focus, or two
// seconds after the load event when nobody has touched the page. Until then the server's HTML is
// on screen and the code that makes it interactive waits (islands, late widgets).

export const IN_USE_AFTER_LOAD_MS = 2_000;
const FIRST_USE = ["scroll", "pointerdown", "pointermove", "keydown", "touchstart", "focusin"] as const;

let inUse = false;
let resolveInUse: () => void = () => undefined;
const inUsePromise = new Promise<void>((resolve) => (resolveInUse = resolve));

/** Marks the page in use now (an event, the timer, or an island replaying a click). */
export function markPageInUse(): void {
  if (inUse) return;
  inUse = true;
  resolveInUse();
}

export const pageInUse = (): boolean => inUse;

/** Resolves once the page is in use; the same promise every call (React's `use` needs that). */
export function whenPageInUse(): Promise<void> {
  return inUsePromise;
}

function watch() {
  for (const t of FIRST_USE) window.addEventListener(t, markPageInUse, { once: true, passive: true, capture: true });
  const afterLoad = () => window.setTimeout(markPageInUse, IN_USE_AFTER_LOAD_MS);
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}

// Armed when the browser evaluates this module (with the first-load scripts, before the load event),
// not when the first island hydrates: under load, hydration can finish seconds after the load
// event, and the two seconds must count from the load event, not from hydration.
if (typeof window !== "undefined") watch();

/** False on arrival (as on the server), true once the page is in use: for code mounted late. */
export function usePageInUse(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    let live = true;
    void whenPageInUse().then(() => live && setOn(true));
    return () => {
      live = false;
    };
  }, []);
  return on;
}
