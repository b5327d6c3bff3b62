"use client";
import { X } from "lucide-react";
import Link from "@/components/ui/intent-link";
import { useEffect, useRef, useState } from "react";
import { delayLeft } from "@/lib/delay-left";
import { TIMINGS } from "../rules";
import { grantConsent } from "./consent";

const KEY = "dvm-cookies";
const accepted = () => localStorage.getItem(KEY) === "1";

/** Shows 5 s after page load (it mounts late: lib/delay-left) unless consent was given (SPEC §4); fixed overlay, so no layout shift. */
export function CookieNotice() {
  const [open, setOpen] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (accepted()) return;
    // it mounts late (the shell's late widgets): when the 5 s are already over it opens at once
    const show = () => setOpen(true);
    const left = delayLeft(TIMINGS.cookieNoticeDelayMs, performance.now());
    if (left === 0) return show();
    const t = setTimeout(show, left);
    return () => clearTimeout(t);
  }, []);
  // From md up the notice sits at the bottom: it publishes its height so the countdown banner and the
  // help launcher rise above it instead of being covered (they read --cookie-notice-h).
  useEffect(() => {
    const el = card.current;
    if (!open || !el) return;
    const root = document.documentElement;
    const wide = window.matchMedia("(min-width: 768px)");
    const update = () =>
      wide.matches
        ? root.style.setProperty("--cookie-notice-h", `${el.offsetHeight + 16}px`)
        : root.style.removeProperty("--cookie-notice-h");
    const ro = new ResizeObserver(update);
    ro.observe(el);
    wide.addEventListener("change", update);
    update();
    return () => {
      ro.disconnect();
      wide.removeEventListener("change", update);
      root.style.removeProperty("--cookie-notice-h");
    };
  }, [open]);
  if (!open) return null;
  const accept = () => {
    localStorage.setItem(KEY, "1");
    grantConsent();
    setOpen(false);
  };
  return (
    <section
      role="region"
      aria-label="Cookie notice"
      className="pointer-events-none fixed inset-x-0 top-2 z-notice px-4 md:top-auto md:bottom-4"
    >
      {/* only the card takes clicks; on phones it sits at the top so the bottom bar and help button stay usable */}
      <div ref={card} className="card pointer-events-auto mx-auto flex max-w-3xl items-start gap-3 p-4 shadow-xl">
        <p className="flex-1 text-sm text-slate-700">
          We use cookies to keep you signed in, remember your cart and understand how the marketplace is used. See our{" "}
          <Link href="/privacy-policy" className="font-semibold text-brand-700 underline">
            Privacy Policy
          </Link>
          .
        </p>
        <button type="button" className="btn-primary shrink-0" onClick={accept}>
          Accept
        </button>
        <button
          type="button"
          aria-label="Close cookie notice"
          className="shrink-0 rounded p-1 text-slate-500 hover:bg-slate-100"
          onClick={() => setOpen(false)}
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
    </section>
  );
}
