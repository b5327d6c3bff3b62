"use client";
import { api } from "@/lib/api-client";
import { X } from "lucide-react";
import { usePathname } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { delayLeft } from "@/lib/delay-left";
import type { WebinarPopup } from "../server/webinar-popup";
import {
  SHELL_LIMITS,
  TIMINGS,
  bannerDismissedRecently,
  countdown,
  countdownButtonTarget,
  countdownVisible,
  type BannerDismissal,
} from "../rules";
import { isBareMeetingPath } from "../page-rules";
import { takeArrivalPart, useViewer, useViewerPending } from "@/features/accounts";

const DISMISS_KEY = "modalDismissed";

function readDismissal(): BannerDismissal | null {
  try {
    return JSON.parse(localStorage.getItem(DISMISS_KEY) ?? "null") as BannerDismissal | null;
  } catch {
    return null;
  }
}

async function lookupIp(): Promise<string | null> {
  // the browser's copy is good for ten minutes (the route says so): a later visit asks nothing
  const res = await api<{ ip?: string }>("GET", "/api/ip");
  if (res.ok) return res.data.ip ?? null;
  console.warn("ip lookup failed", res.message); // SPEC §8: logged only; the popup is still considered
  return null;
}

/**
 * The webinar to count down to: a signed-in page has it in the buyer's parts it reads on arrival (no
 * request of its own); a visitor's page, or an arrival that did not carry it, asks the shared route.
 */
async function readPopup(signedIn: boolean): Promise<WebinarPopup | null> {
  const kept = signedIn ? await takeArrivalPart<WebinarPopup>("popup") : undefined;
  if (kept) return kept.value;
  const res = await api<{ data: WebinarPopup | null }>("GET", "/api/next-webinar-popup");
  return res.ok ? res.data.data : null;
}

function targetOf(p: WebinarPopup): Date | null {
  const at = new Date(p.starts_at);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Virtual-expo countdown banner (SPEC §4), a fixed overlay so the page never shifts. */
export function CountdownBanner() {
  const pathname = usePathname();
  // a member shell's viewer is still pending: it is signed in as far as the arrival read goes
  const viewer = useViewer();
  const pending = useViewerPending();
  const signedIn = useRef(viewer !== null || pending);
  const [popup, setPopup] = useState<WebinarPopup | null>(null);
  const [ip, setIp] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [revealedFor, setRevealedFor] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const firstPage = useRef(true);

  useEffect(() => {
    let live = true;
    // the address only matters against a dismissal kept here (same address, within 24 h): without one, a
    // visit does not ask for it until the banner is closed
    const dismissal = readDismissal();
    Promise.all([readPopup(signedIn.current), dismissal ? lookupIp() : null]).then(([data, address]) => {
      if (!live) return;
      setPopup(data);
      setIp(address);
      setClosed(bannerDismissedRecently(dismissal, address, new Date()));
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);

  // On the home page after 1000 px of scrolling, elsewhere 4 s after load.
  useEffect(() => {
    // the first page counts from its load (the banner mounts late), a later navigation from itself
    const since = firstPage.current ? performance.now() : 0;
    firstPage.current = false;
    if (pathname === "/") {
      const onScroll = () => {
        if (window.scrollY > SHELL_LIMITS.countdownHomeScrollPx) setRevealedFor(pathname);
      };
      onScroll();
      window.addEventListener("scroll", onScroll, { passive: true });
      return () => window.removeEventListener("scroll", onScroll);
    }
    const reveal = () => setRevealedFor(pathname);
    const left = delayLeft(TIMINGS.countdownDelayedShowMs, since);
    if (left === 0) return reveal(); // a page already up for 4 s when the banner mounted
    const t = setTimeout(reveal, left);
    return () => clearTimeout(t);
  }, [pathname]);

  const target = useMemo(() => (popup ? targetOf(popup) : null), [popup]);
  const visible =
    ready &&
    revealedFor === pathname &&
    !closed &&
    !!popup &&
    !!target &&
    !isBareMeetingPath(pathname) &&
    countdownVisible({ showCounter: popup.showCounter, showOn: popup.show_on, pathname });

  useEffect(() => {
    if (!visible) return;
    const first = setTimeout(() => setNow(new Date()), 0);
    const t = setInterval(() => setNow(new Date()), TIMINGS.countdownRefreshMs);
    return () => {
      clearTimeout(first);
      clearInterval(t);
    };
  }, [visible]);

  // On phones the banner spans the width: it publishes its height so the back-to-top button rises
  // above it instead of covering the countdown (the button reads --countdown-h).
  const aside = useRef<HTMLElement>(null);
  const shown = Boolean(visible && popup && target);
  useEffect(() => {
    const el = aside.current;
    if (!shown || !el) return;
    const root = document.documentElement;
    const narrow = window.matchMedia("(max-width: 639px)");
    const update = () =>
      narrow.matches
        ? root.style.setProperty("--countdown-h", `${el.offsetHeight}px`)
        : root.style.removeProperty("--countdown-h");
    const ro = new ResizeObserver(update);
    ro.observe(el);
    narrow.addEventListener("change", update);
    update();
    return () => {
      ro.disconnect();
      narrow.removeEventListener("change", update);
      root.style.removeProperty("--countdown-h");
    };
  }, [shown]);

  if (!visible || !popup || !target) return null;
  const left = countdown(target, now);
  const button = countdownButtonTarget({ link: popup.external_link ?? popup.link, zoomLink: popup.zoom_link });
  const dismiss = () => {
    const time = Date.now();
    setClosed(true);
    void (ip !== null ? Promise.resolve(ip) : lookupIp()).then((address) =>
      localStorage.setItem(DISMISS_KEY, JSON.stringify({ ip: address, time })),
    );
  };
  const units: [string, number][] = [
    ["Days", left.days],
    ["Hours", left.hours],
    ["Minutes", left.minutes],
    ["Seconds", left.seconds],
  ];
  return (
    <aside
      ref={aside}
      aria-label="Upcoming webinar"
      className="fixed bottom-20 left-2 right-2 z-floating sm:left-4 sm:right-auto sm:w-96 md:bottom-[calc(1rem+var(--cookie-notice-h,0px))]"
    >
      {/* on a phone one compact strip (title, countdown and button in two short rows), a card from sm up */}
      <div className="relative rounded-lg bg-ink p-2 text-white shadow-2xl sm:p-4">
        <button
          type="button"
          onClick={dismiss}
          aria-label="Close webinar banner"
          className="absolute right-1 top-1 rounded p-1.5 text-slate-300 hover:bg-white/10 sm:right-2 sm:top-2 sm:p-1"
        >
          <X className="size-4" aria-hidden />
        </button>
        <p className="hidden text-xs font-semibold uppercase tracking-wide text-brand-200 sm:block">Virtual Expo</p>
        <p className="truncate pr-8 text-sm font-bold sm:mt-1 sm:whitespace-normal sm:pr-6 sm:text-base">
          {popup.title}
        </p>
        <p className="hidden text-sm text-slate-300 sm:block">{popup.slogan}</p>
        <p className="truncate text-[11px] text-slate-300 sm:mt-1 sm:text-xs">
          {popup.date} · {popup.standard_time}
        </p>
        <div className="mt-1 flex items-center gap-2 sm:mt-3 sm:block">
          <dl className="grid flex-1 grid-cols-4 gap-1 text-center sm:gap-2" aria-live="off">
            {units.map(([label, n]) => (
              <div key={label} className="rounded bg-white/10 sm:py-1">
                <dd className="text-sm font-bold tabular-nums sm:text-lg" data-unit={label.toLowerCase()}>
                  {String(n).padStart(2, "0")}
                </dd>
                <dt className="text-[10px] leading-tight text-slate-300 sm:text-[11px]">{label}</dt>
              </div>
            ))}
          </dl>
          <a
            href={button.href}
            {...(button.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            className="btn shrink-0 bg-brand-700 px-3 py-1.5 text-sm text-white hover:bg-brand-800 sm:mt-3 sm:w-full"
          >
            {button.external ? "Join the webinar" : "View webinar"}
          </a>
        </div>
      </div>
    </aside>
  );
}
