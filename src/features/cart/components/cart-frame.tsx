import { BUYER_CART_ATTR, BUYER_HINTS_ATTR } from "@/features/accounts";

/** A vendor's group of lines while the cart is on its way: about the height of one with two lines. */
function GroupPlaceholder() {
  return (
    <div className="card space-y-3 p-4" aria-hidden="true">
      <div className="h-5 w-2/5 rounded bg-slate-100" />
      <div className="h-2 rounded bg-slate-100" />
      {[0, 1].map((i) => (
        <div key={i} className="flex gap-3 border-t border-slate-100 pt-3">
          <div className="h-20 w-20 shrink-0 rounded bg-slate-100" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-3/4 rounded bg-slate-100" />
            <div className="h-4 w-1/3 rounded bg-slate-100" />
            <div className="h-8 w-32 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The cart page's frame before its lines: what the shared member shell draws, and what a cart waits
 * in. Its marks ask the buyer's parts, read on arrival, to bring the cart and its hints. The lines'
 * column holds at least a screen, so nothing in view moves when they come (the footer stays below).
 */
export function CartFrame() {
  return (
    <div {...{ [BUYER_CART_ATTR]: "", [BUYER_HINTS_ATTR]: "" }}>
      <h1 className="mb-4 text-2xl font-bold">Your cart</h1>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-h-screen space-y-4" role="status" aria-live="polite">
          <p className="sr-only">Loading your cart…</p>
          <GroupPlaceholder />
          <GroupPlaceholder />
        </div>
        <div className="card hidden h-64 lg:block" aria-hidden="true" />
      </div>
    </div>
  );
}

/** What the cart page says to a sales rep, who browses but does not buy (SPEC §6). */
export function SalesRepCart() {
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Your cart</h1>
      <p className="text-slate-600">Sales reps cannot buy on DVM Market.</p>
    </>
  );
}
