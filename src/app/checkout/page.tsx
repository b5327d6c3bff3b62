import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { CheckoutView } from "@/features/checkout/components/checkout-view";
import { availableMethods } from "@/features/payments/server";
import type { PaymentMethod } from "@/features/payments";

export const metadata: Metadata = { title: "Checkout" };

export default async function Page() {
  const viewer = await requirePageViewer("/checkout");
  return (
    <div className="container-page py-6">
      <h1 className="mb-4 text-2xl font-bold">Checkout</h1>
      {viewer.isSalesRep ? (
        <p className="text-slate-600">Sales reps cannot buy on DVM Market.</p>
      ) : (
        <CheckoutView paymentMethods={availableMethods() as PaymentMethod[]} />
      )}
    </div>
  );
}
