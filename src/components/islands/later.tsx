"use client";
import { use, useCallback, useEffect, useRef, type ComponentType } from "react";
import { CodeBoundary, lazyComponent, useHydrating } from "./lazy-component";
import { pageInUse, whenPageInUse } from "./page-in-use";
import { holdEarlyEvents, replayHeld } from "./replay";

function WaitForUse({ children }: { children: React.ReactNode }) {
  const hydrating = useHydrating();
  if (typeof window !== "undefined" && hydrating && !pageInUse()) use(whenPageInUse());
  return children;
}

function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * A client component whose code stays out of the page's first load: the server renders it as usual,
 * and in the browser its HTML stays as it is, uninteractive, until the page is in use (first scroll,
 * pointer, key or focus, or 2 s after load); then the code arrives and React hydrates those same
 * nodes. Clicks and typing that came before are held and replayed once it has hydrated, so nothing
 * the buyer did is lost. Rendered on the client (a client-side navigation) it loads at once.
 *
 * An urgent update reaching it before then (new props, or any context changing above it) would make
 * React throw that HTML away and draw it blank until the code came: the one such update, a member
 * shell's viewer, arrives in a transition, and a member shell counts as in use from the start.
 */
export function hydrateOnUse<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** the component itself on the server (see lazyComponent) */
  onServer?: ComponentType<P>,
): ComponentType<P> {
  const Code = lazyComponent(load, onServer);
  function Island(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(holdEarlyEvents, []);
    // after React's commit, not inside it: the replayed typing must render (flushSync) before a
    // replayed click reads it, and React does not flush synchronously from within its own commit
    const hydrated = useCallback(() => {
      queueMicrotask(() => ref.current && replayHeld(ref.current));
    }, []);
    const code = (
      <WaitForUse>
        <Code {...props} />
        <Hydrated onHydrated={hydrated} />
      </WaitForUse>
    );
    return (
      <div ref={ref} data-island="" className="contents">
        <CodeBoundary copy={<Code {...props} />}>{code}</CodeBoundary>
      </div>
    );
  }
  return Island;
}
