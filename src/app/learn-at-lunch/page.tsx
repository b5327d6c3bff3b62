import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Learn at Lunch" };

export default function Page() {
  return <PageIntro title="Learn at Lunch" lead="Short live sessions for the whole clinic team over lunch." />;
}
