"use client";
import { Eye } from "lucide-react";
import { openQuickView } from "../quick-view-events";

/** The 'eye' on product cards. */
export function QuickViewButton({ slug, name }: { slug: string; name: string }) {
  return (
    <button
      type="button"
      onClick={() => openQuickView(slug)}
      aria-label={`Quick view: ${name}`}
      className="absolute right-2 top-2 inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-md ring-1 ring-slate-200 transition hover:bg-brand-600 hover:text-white focus-visible:opacity-100 sm:opacity-0 sm:group-hover:opacity-100"
    >
      <Eye className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}
