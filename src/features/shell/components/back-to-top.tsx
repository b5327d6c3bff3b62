"use client";
import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { SHELL_LIMITS } from "../rules";

/** Appears after scrolling more than 1000 px (SPEC §2); fixed so nothing shifts. */
export function BackToTop() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const onScroll = () => setShow(window.scrollY > SHELL_LIMITS.backToTopPx);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!show) return null;
  return (
    <button
      type="button"
      aria-label="Back to top"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className="fixed bottom-[max(9rem,calc(5.5rem+var(--countdown-h,0px)))] right-4 z-floating rounded-full bg-ink p-3 text-white shadow-lg hover:bg-brand-800 md:bottom-24"
    >
      <ArrowUp className="size-5" aria-hidden />
    </button>
  );
}
