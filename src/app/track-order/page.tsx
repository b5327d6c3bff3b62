import type { Metadata } from "next";
import { getViewer } from "@/features/accounts/server/session";
import { OrdersList } from "@/features/orders/components/orders-list";
import { TrackOrderForm } from "@/features/orders/components/track-order-form";

export const metadata: Metadata = { title: "Track your order" };

export default async function Page() {
  const viewer = await getViewer();
  return (
    <div className="container-page max-w-4xl space-y-6 py-8">
      <div>
        <h1 className="text-2xl font-bold">Track your order</h1>
        <p className="mt-1 text-slate-600">
          Find an order by its number and the email it was placed with{viewer ? ", or pick one of yours below" : ""}.
        </p>
      </div>
      <TrackOrderForm />
      {viewer && !viewer.isSalesRep && <OrdersList userId={viewer.id} />}
    </div>
  );
}
