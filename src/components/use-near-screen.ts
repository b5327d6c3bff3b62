"use client";
import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element has come within `margin` of the screen, once `ready` (and from then on): what a
 * late part of a page waits for before it loads its code or its read. `eager` starts it at once.
 */
export function useNearScreen(ref: RefObject<HTMLElement | null>, ready = true, eager = false, margin = "200px") {
  const [near, setNear] = useState(eager);
  useEffect(() => {
    if (near || !ready || !ref.current) return;
    const io = new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    io.observe(ref.current);
    return () => io.disconnect();
  }, [near, ready, ref, margin]);
  return near;
}
