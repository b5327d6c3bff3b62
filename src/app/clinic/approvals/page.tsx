import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { ApprovalsQueue } from "@/features/clinic/components/approvals-queue";

export const metadata: Metadata = { title: "Clinic approvals" };

export default async function Page({ searchParams }: { searchParams: Promise<{ held?: string }> }) {
  await requirePageViewer("/clinic/approvals");
  const held = Number((await searchParams).held);
  return <ApprovalsQueue heldId={Number.isInteger(held) && held > 0 ? held : undefined} />;
}
