"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { PROGRESS } from "../page-rules";

/**
 * Page-load progress bar (SPEC §4: minimum 0.08, speed 200 ms, trickle 800 ms).
 * Starts on an internal link click, completes when the new path renders, and
 * pushes a pageview event for every page change.
 */
export function ProgressBar() {
  const pathname = usePathname();
  const search = useSearchParams();
  const [value, setValue] = useState<number | null>(null);
  const trickle = useRef<ReturnType<typeof setInterval> | null>(null);
  // the page content when the navigation started: the router may commit the new URL
  // before the new page arrives, so completion waits for <main> to show other content
  const startContent = useRef<Element | null>(null);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.("a");
      if (!a || a.target === "_blank" || a.hasAttribute("download")) return;
      const url = new URL(a.href, location.href);
      if (url.origin !== location.origin || (url.pathname === location.pathname && url.search === location.search))
        return;
      startContent.current = document.getElementById("main")?.firstElementChild ?? null;
      setValue(PROGRESS.minimum);
      if (trickle.current) clearInterval(trickle.current);
      trickle.current = setInterval(
        () => setValue((v) => (v === null ? null : Math.min(0.994, v + (1 - v) * 0.1))),
        PROGRESS.trickle,
      );
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

  useEffect(() => {
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ event: "pageview", page: pathname + (search.size ? `?${search}` : "") });
    const timers: ReturnType<typeof setTimeout>[] = [];
    const complete = () => {
      if (trickle.current) clearInterval(trickle.current);
      trickle.current = null;
      timers.push(setTimeout(() => setValue((v) => (v === null ? null : 1)), 0));
      timers.push(setTimeout(() => setValue(null), PROGRESS.speed * 2));
    };
    const main = document.getElementById("main");
    const arrived = () => {
      const now = main?.firstElementChild ?? null;
      return now !== null && now !== startContent.current;
    };
    if (!trickle.current || !main || arrived()) {
      complete();
      return () => timers.forEach(clearTimeout);
    }
    const observer = new MutationObserver(() => {
      if (arrived()) {
        observer.disconnect();
        complete();
      }
    });
    observer.observe(main, { childList: true });
    timers.push(
      setTimeout(() => {
        observer.disconnect();
        complete();
      }, 10_000),
    ); // never spin forever
    return () => {
      observer.disconnect();
      timers.forEach(clearTimeout);
    };
  }, [pathname, search]);

  if (value === null) return null;
  return (
    <div
      role="progressbar"
      aria-label="Page loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      className="fixed inset-x-0 top-0 z-progress h-0.5"
    >
      <div
        className="h-full bg-brand-500"
        style={{ width: `${value * 100}%`, transition: `width ${PROGRESS.speed}ms ease` }}
      />
    </div>
  );
}
