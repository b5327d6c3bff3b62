import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Track your order" };

export default function Page() {
  return <PageIntro title="Track your order" lead="Find an order by its number and your email." />;
}
