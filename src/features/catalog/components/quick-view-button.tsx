/**
 * The 'eye' on product cards. Drawn on the server with no code of its own: QuickViewHost hears a
 * click on any element carrying a product's slug in `data-quick-view`.
 */
export function QuickViewButton({ slug, name }: { slug: string; name: string }) {
  return (
    <button type="button" data-quick-view={slug} aria-label={`Quick view: ${name}`} className="card-eye">
      <span className="icon-eye h-4 w-4" aria-hidden="true" />
    </button>
  );
}
