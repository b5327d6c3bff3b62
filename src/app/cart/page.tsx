import type { Metadata } from "next";
import { headers } from "next/headers";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { CartPageView } from "@/features/cart/components/cart-page-view";
import { noteKeptCart } from "@/features/cart/server/kept-page";
import { cartPage } from "@/features/cart/server/listing";
import { KEEP_HEADER } from "@/lib/kept-pages";

export const metadata: Metadata = { title: "Your cart" };

export default async function Page() {
  const viewer = await requirePageViewer("/cart");
  // The cart and its hints arrive with the page, as the API would answer them: a 50-line cart drawn
  // after a client fetch pushed everything under it down (layout shift 0.58 in Lighthouse).
  const initial = viewer.isSalesRep ? null : await cartPage(viewer);
  // what it shows, so the server in front may hand this page out again until that changes
  noteKeptCart((await headers()).get(KEEP_HEADER), initial?.shows ?? null);
  return (
    <div className="container-page py-6">
      {initial ? (
        // the view names the cart itself ("Heartland North's cart"), as the location it shows may change
        <CartPageView initial={initial.listing} hints={initial.hints} />
      ) : (
        <>
          <h1 className="mb-4 text-2xl font-bold">Your cart</h1>
          <p className="text-slate-600">Sales reps cannot buy on DVM Market.</p>
        </>
      )}
    </div>
  );
}
