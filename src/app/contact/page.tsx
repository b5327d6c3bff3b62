import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Contact" };

export default function Page() {
  return <PageIntro title="Contact" lead="Our customer service team is here to help with orders, accounts and vendors." />;
}
