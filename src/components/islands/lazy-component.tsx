"use client";
import { createElement, Suspense, use, useSyncExternalStore, type ComponentType } from "react";

/**
 * Like React's `lazy`, for a component whose code is a chunk of its own in the browser, but drawn
 * synchronously wherever its code is already here. The server gets the component itself
 * (`onServer`: `typeof window === "undefined" ? require(...).X : undefined`, a branch the browser's
 * bundle drops), so its HTML is inline in the page: a `lazy` component suspends on a route's first
 * server render (each route has its own module cache there), and React then streams it after the
 * page and reveals it with a script. In the browser it suspends until the chunk arrives, and a
 * CodeBoundary above it keeps the server's HTML meanwhile.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onServer?: ComponentType<P>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = onServer ?? null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => (loading ??= load().then((c) => (loaded = c)));
  function Code(props: P) {
    return createElement(loaded ?? use(start()), props);
  }
  return Code;
}

const noSubscribe = () => () => undefined;
/** True while React hydrates the server's HTML (it reads the server snapshot then), false on a client-side render. */
export const useHydrating = () =>
  useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );

/**
 * Where a lazy component waits for its code: a Suspense boundary, which keeps the server's HTML
 * while the browser hydrates (`copy` is that HTML drawn once more as the boundary's fallback). React
 * sends a boundary over 500 bytes in a page over 12.8 kB after the page and moves it in by a script
 * on the next frame; until then its fallback holds the place, so the copy is what shows, the same
 * size and look (no shift), and what a reader without scripts sees. The browser never draws it.
 */
export function CodeBoundary({ children, copy }: { children: React.ReactNode; copy: React.ReactNode }) {
  return <Suspense fallback={typeof window === "undefined" ? copy : null}>{children}</Suspense>;
}
