import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Documents and level" };

export default async function Page() {
  await requirePageViewer("/documents");
  return <PageIntro title="Documents and level" lead="Upload your veterinary license, DEA registration or resale certificate to raise your buying level." />;
}
