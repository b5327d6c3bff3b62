import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Sell on DVM" };

export default function Page() {
  return <PageIntro title="Sell on DVM" lead="No upfront costs and a customizable shop: reach veterinary clinics across the country." />;
}
