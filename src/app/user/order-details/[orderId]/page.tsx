import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Order details" };

export default async function OrderDetailsPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  await requirePageViewer(`/user/order-details/${orderId}`);
  return <PageIntro title={`Order ${orderId}`} lead="Lines, totals and status history for this order." />;
}
