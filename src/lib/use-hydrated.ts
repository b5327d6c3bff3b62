"use client";
import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while React hydrates server HTML (and on the server), true once it has. The page shares one
 * query cache, so an island that hydrates late can find data another island fetched meanwhile: drawing
 * it during hydration would not match the server's HTML (React error #418). Such islands show what the
 * server showed until this turns true, then their data, in the very next render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
