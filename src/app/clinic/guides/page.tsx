import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { GuidesPanel } from "@/features/clinic/components/guides-panel";

export const metadata: Metadata = { title: "Order guides" };

export default async function Page() {
  await requirePageViewer("/clinic/guides");
  return <GuidesPanel />;
}
