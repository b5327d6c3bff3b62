import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Vet Rep Finder" };

export default function Page() {
  return <PageIntro title="Vet Rep Finder" lead="Find the sales representative who covers your state, vendor and specialty." />;
}
