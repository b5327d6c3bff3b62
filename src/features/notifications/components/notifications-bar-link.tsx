"use client";
import { Bell } from "lucide-react";
import Link from "@/components/ui/intent-link";
import { useViewer } from "@/features/accounts";
import { badgeCount } from "@/lib/text";
import { useUnreadCount } from "../client/use-notifications";
import { withQueries } from "@/components/queries/query-island";
import { useHydrated } from "@/lib/use-hydrated";

/** The phone bottom bar's Notifications cell: a link to the list, badged with the unread count as on desktop. */
function NotificationsBarLinkView() {
  const viewer = useViewer();
  const { data: unread } = useUnreadCount();
  const hydrated = useHydrated();
  if (!viewer) return null;
  const badge = hydrated ? badgeCount(unread) : null;
  return (
    <Link
      href="/notifications"
      aria-label={badge ? `Notifications, ${badge} unread` : "Notifications"}
      className="flex flex-1 flex-col items-center gap-0.5 py-2 text-[11px] font-medium text-slate-700"
    >
      <span className="relative">
        <Bell className="size-5" aria-hidden />
        {badge && (
          <span
            data-testid="mobile-notification-badge"
            className="absolute -right-3 -top-2 min-w-5 rounded-full bg-sale px-1 text-center text-[11px] font-bold leading-5 text-white"
          >
            {badge}
          </span>
        )}
      </span>
      Notifications
    </Link>
  );
}

/** Loaded on demand, so it brings the page's query cache with it. */
export const NotificationsBarLink = withQueries(NotificationsBarLinkView);
