import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { CartPageView } from "@/features/cart/components/cart-page-view";

export const metadata: Metadata = { title: "Your cart" };

export default async function Page() {
  const viewer = await requirePageViewer("/cart");
  return (
    <div className="container-page py-6">
      <h1 className="mb-4 text-2xl font-bold">Your cart</h1>
      {viewer.isSalesRep ? <p className="text-slate-600">Sales reps cannot buy on DVM Market.</p> : <CartPageView />}
    </div>
  );
}
