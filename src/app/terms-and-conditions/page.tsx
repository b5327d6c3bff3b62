import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Terms and Conditions" };

export default function Page() {
  return <PageIntro title="Terms and Conditions" lead="The terms that govern use of the DVM Market marketplace." />;
}
