import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "About Us" };

export default function Page() {
  return <PageIntro title="About Us" lead="DVM Market connects veterinary clinics with trusted vendors and service providers." />;
}
