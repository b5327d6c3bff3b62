import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Shop by category" };

export default function Page() {
  return <PageIntro title="Shop by category" lead="Browse every department and category." />;
}
