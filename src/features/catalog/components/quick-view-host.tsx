"use client";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { openQuickView, QUICK_VIEW_EVENT } from "../quick-view-events";

// The modal, gallery and buy box load only when a quick view is first asked for.
const QuickViewModal = dynamic(() => import("./quick-view-modal").then((m) => m.QuickViewModal), { ssr: false });

/** Mounted once in the layout; opens the lazily loaded quick-view modal (catalog feature) on request or on a card's eye. */
export function QuickViewHost() {
  const [slug, setSlug] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onOpen = (e: Event) => {
      const next = (e as CustomEvent<string>).detail;
      if (typeof next !== "string" || !next) return;
      setSlug(next);
      setOpen(true);
    };
    // the cards' eyes are server-drawn buttons: one listener here instead of code in every card
    const onClick = (e: MouseEvent) => {
      const eye = e.target instanceof Element ? e.target.closest<HTMLElement>("[data-quick-view]") : null;
      const eyeSlug = eye?.dataset.quickView;
      if (eyeSlug) openQuickView(eyeSlug);
    };
    window.addEventListener(QUICK_VIEW_EVENT, onOpen);
    document.addEventListener("click", onClick);
    return () => {
      window.removeEventListener(QUICK_VIEW_EVENT, onOpen);
      document.removeEventListener("click", onClick);
    };
  }, []);
  if (!slug) return null;
  return (
    <QuickViewModal
      slug={slug}
      open={open}
      onClosed={() => {
        setOpen(false);
        setSlug(null);
      }}
    />
  );
}
