import type { Metadata } from "next";
import Link from "next/link";
import { Forbidden } from "@/features/accounts/components/forbidden";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  const viewer = await requirePageViewer(`/dashboard/user/${userId}`);
  if (viewer.id !== userId) return <Forbidden />;
  return (
    <PageIntro title={`Welcome, ${viewer.firstName}`} lead={`${viewer.email} · Level ${viewer.level}`}>
      <ul className="grid gap-3 sm:grid-cols-3">
        {[["/wishlist", "Wishlist"], ["/notifications", "Notifications"], ["/documents", "Documents"], [`/dashboard/user/${viewer.id}/coins`, "Coins"], ["/track-order", "Orders"]].map(([href, label]) => (
          <li key={href}><Link href={href!} className="card block p-4 font-semibold hover:border-brand-500">{label}</Link></li>
        ))}
      </ul>
    </PageIntro>
  );
}
