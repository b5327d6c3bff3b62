import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Your cart" };

export default async function Page() {
  await requirePageViewer("/cart");
  return <PageIntro title="Your cart" lead="Items from every vendor, grouped by vendor." />;
}
