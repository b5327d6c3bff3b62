import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { PageIntro } from "@/features/content/components/page-intro";
import { NotificationsList } from "@/features/notifications/components/notifications-list";

export const metadata: Metadata = { title: "Notifications" };

export default async function Page() {
  await requirePageViewer("/notifications");
  return (
    <PageIntro title="Notifications" lead="Coupons, webinars, blogs, vendor messages and order updates.">
      <NotificationsList />
    </PageIntro>
  );
}
