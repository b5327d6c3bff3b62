import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Service Providers" };

export default function Page() {
  return <PageIntro title="Service Providers" lead="Software, laboratory, maintenance and training services for your practice." />;
}
