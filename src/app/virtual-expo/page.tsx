import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Virtual Expo" };

export default function Page() {
  return <PageIntro title="Virtual Expo" lead="Upcoming and past webinars, speakers and sponsors." />;
}
