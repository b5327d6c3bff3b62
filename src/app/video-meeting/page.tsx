import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Video meeting" };

export default function Page() {
  return <PageIntro title="Video meeting" lead="Join your scheduled video meeting." />;
}
