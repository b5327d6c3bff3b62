import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Frequently asked questions" };

export default function Page() {
  return <PageIntro title="Frequently asked questions" lead="Answers about ordering, pricing, samples and accounts." />;
}
