import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Vendors" };

export default function Page() {
  return <PageIntro title="Vendors" lead="Every vendor selling on DVM Market." />;
}
