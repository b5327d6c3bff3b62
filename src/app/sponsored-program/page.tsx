import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Sponsored Program" };

export default function Page() {
  return <PageIntro title="Sponsored Program" lead="Put your brand in front of veterinary buyers at the virtual expo and across the marketplace." />;
}
