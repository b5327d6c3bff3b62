import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Wishlist" };

export default async function Page() {
  await requirePageViewer("/wishlist");
  return <PageIntro title="Wishlist" lead="Products and services you saved for later." />;
}
