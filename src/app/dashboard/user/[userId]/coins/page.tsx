import type { Metadata } from "next";
import { Forbidden } from "@/features/accounts/components/forbidden";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Coins" };

export default async function CoinsPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  const viewer = await requirePageViewer(`/dashboard/user/${userId}/coins`);
  if (viewer.id !== userId) return <Forbidden />;
  return <PageIntro title="Your coins" lead={`Balance: ${viewer.coins} coins`} />;
}
