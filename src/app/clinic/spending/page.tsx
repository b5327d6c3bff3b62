import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { SpendingPanel } from "@/features/clinic/components/spending-panel";

export const metadata: Metadata = { title: "Clinic spending" };

export default async function Page() {
  await requirePageViewer("/clinic/spending");
  return <SpendingPanel />;
}
