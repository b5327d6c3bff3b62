import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Order placed" };

export default async function Page() {
  await requirePageViewer("/order-placed");
  return <PageIntro title="Order placed" lead="Thank you for your order." />;
}
