import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { MembersPanel } from "@/features/clinic/components/members-panel";

export const metadata: Metadata = { title: "Clinic members" };

export default async function Page() {
  await requirePageViewer("/clinic/members");
  return <MembersPanel />;
}
