import { Eye } from "lucide-react";

/**
 * The 'eye' on product cards. Drawn on the server with no code of its own: QuickViewHost hears a
 * click on any element carrying a product's slug in `data-quick-view`.
 */
export function QuickViewButton({ slug, name }: { slug: string; name: string }) {
  return (
    <button
      type="button"
      data-quick-view={slug}
      aria-label={`Quick view: ${name}`}
      className="absolute right-2 top-2 inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-md ring-1 ring-slate-200 transition hover:bg-brand-600 hover:text-white focus-visible:opacity-100 sm:opacity-0 sm:group-hover:opacity-100"
    >
      <Eye className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}
