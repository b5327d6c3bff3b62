import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Blogs" };

export default function Page() {
  return <PageIntro title="Blogs" lead="News, clinical tips and practice management articles." />;
}
