/** Any component can ask for a product's quick view; QuickViewHost listens. */
export const QUICK_VIEW_EVENT = "dvm:quick-view";

export function openQuickView(slug: string): void {
  window.dispatchEvent(new CustomEvent<string>(QUICK_VIEW_EVENT, { detail: slug }));
}
