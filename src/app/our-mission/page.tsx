import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Our Mission" };

export default function Page() {
  return <PageIntro title="Our Mission" lead="Make purchasing simple, transparent and fair for every veterinary practice." />;
}
