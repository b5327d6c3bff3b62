import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "On Demand Learning" };

export default function Page() {
  return <PageIntro title="On Demand Learning" lead="Continuing education courses and bundles you can take at your own pace." />;
}
