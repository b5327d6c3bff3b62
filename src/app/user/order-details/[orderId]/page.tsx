import type { Metadata } from "next";
import Link from "@/components/ui/intent-link";
import { forbidden, notFound } from "next/navigation";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { BuyAgainButton } from "@/features/orders/components/buy-again-button";
import { InvoiceLinks } from "@/features/orders/components/invoice-links";
import { OrderDetailView } from "@/features/orders/components/order-detail-view";
import { ReceiveShipments } from "@/features/inventory/components/receive-shipments";
import { orderReceipts } from "@/features/inventory/server/receipts";
import { getOrderForViewer } from "@/features/orders/server/queries";
import { OrderReturnsPanel } from "@/features/returns/components/order-returns-panel";
import { returnsForOrder } from "@/features/returns/server";
import { OrderMoneyPanel } from "@/features/payments/components/order-money-panel";
import { orderMoneyEvents, paymentView } from "@/features/payments/server";
import { ShipmentsPanel } from "@/features/vendor-portal/orders/components/shipments-panel";
import { buyerShipments } from "@/features/vendor-portal/server";
import { AppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Order details" };

export default async function OrderDetailsPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const viewer = await requirePageViewer(`/user/order-details/${orderId}`);
  const id = Number(orderId);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) notFound();
  let order;
  try {
    order = await getOrderForViewer(viewer, id);
  } catch (err) {
    if (err instanceof AppError && err.code === "FORBIDDEN") forbidden();
    if (err instanceof AppError && err.code === "NOT_FOUND") notFound();
    throw err;
  }
  const [shipments, receipts] = await Promise.all([buyerShipments(order.id), orderReceipts(order.id)]);
  return (
    <div className="container-page max-w-4xl py-6">
      <p className="mb-3 text-sm">
        <Link href="/user/orders" className="text-brand-700 hover:underline">
          ← Your orders
        </Link>
      </p>
      <OrderDetailView
        order={order}
        actions={
          <div className="flex flex-wrap items-start gap-2">
            <InvoiceLinks orderId={order.id} />
            <BuyAgainButton orderId={order.id} />
          </div>
        }
        money={
          <OrderMoneyPanel
            orderId={order.id}
            awaiting={order.payment_status === "awaiting" && order.status !== "cancelled"}
            // the buyer cancels until the vendor confirms (the server decides again)
            cancellable={order.shown_status === "placed"}
            pay={order.payment_method === "card" ? await paymentView(viewer.id, order.id).catch(() => null) : null}
            events={await orderMoneyEvents(order.id)}
          />
        }
        shipments={
          <>
            <ShipmentsPanel shipments={shipments} />
            <ReceiveShipments shipments={shipments.map((s) => ({ ...s, receipt: receipts.get(s.id) ?? null }))} />
            <OrderReturnsPanel orderId={order.id} data={await returnsForOrder(order)} />
          </>
        }
      />
    </div>
  );
}
