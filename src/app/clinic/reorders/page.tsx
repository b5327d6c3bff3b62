import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { ReordersPanel } from "@/features/clinic/components/reorders-panel";

export const metadata: Metadata = { title: "Scheduled reorders" };

export default async function Page() {
  await requirePageViewer("/clinic/reorders");
  return <ReordersPanel />;
}
