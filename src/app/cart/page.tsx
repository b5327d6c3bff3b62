import type { Metadata } from "next";
import { isMemberShell } from "@/features/accounts/server/session";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { SalesRepCart } from "@/features/cart/components/cart-frame";
import { CartPageView } from "@/features/cart/components/cart-page-view";
import { CartShell } from "@/features/cart/components/cart-shell";
import { cartListing } from "@/features/cart/server/listing";

export const metadata: Metadata = { title: "Your cart" };

export default async function Page() {
  // Signed-in buyers share one frame of the page (a member shell) and their cart comes with the
  // buyer's parts: drawing the page for each buyer cost more than the cart itself.
  if (await isMemberShell())
    return (
      <div className="container-page py-6">
        <CartShell />
      </div>
    );
  const viewer = await requirePageViewer("/cart");
  // Drawn for its buyer (no server in front, or member shells off): the cart arrives with the page.
  const initial = viewer.isSalesRep ? null : await cartListing(viewer);
  return (
    <div className="container-page py-6">
      {/* the view names the cart itself ("Heartland North's cart"), as the location it shows may change */}
      {initial ? <CartPageView initial={initial} /> : <SalesRepCart />}
    </div>
  );
}
