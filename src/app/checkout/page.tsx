import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Checkout" };

export default async function Page() {
  await requirePageViewer("/checkout");
  return <PageIntro title="Checkout" lead="Review your order per vendor and place it." />;
}
