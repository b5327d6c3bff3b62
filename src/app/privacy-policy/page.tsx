import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Privacy Policy" };

export default function Page() {
  return <PageIntro title="Privacy Policy" lead="How we collect, use and protect your information." />;
}
