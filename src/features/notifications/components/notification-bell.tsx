"use client";
import { Bell } from "lucide-react";
import { usePathname } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { useViewer } from "@/features/accounts";
import { badgeCount } from "@/lib/text";
import { useLiveNotifications, useUnreadCount } from "../client/use-notifications";
import { nextPanelOpen } from "../rules";
import { withQueries } from "@/components/queries/query-island";
import { useHydrated } from "@/lib/use-hydrated";

const DESKTOP = "(min-width: 768px)";
function useIsDesktop(): boolean {
  return useSyncExternalStore(
    (cb) => {
      const mq = window.matchMedia(DESKTOP);
      mq.addEventListener("change", cb);
      return () => mq.removeEventListener("change", cb);
    },
    () => window.matchMedia(DESKTOP).matches,
    () => true,
  );
}

type Menu = typeof import("./notification-bell-menu").NotificationBellMenu;
const loadMenu = () => import("./notification-bell-menu").then((m) => m.NotificationBellMenu);

/** Header bell: dropdown on desktop, modal on phones; live unread count; closes instead of opening on /notifications. */
function NotificationBellView() {
  const viewer = useViewer();
  const pathname = usePathname() ?? "/";
  const [open, setOpen] = useState(false);
  const [menu, setMenu] = useState<{ Menu: Menu } | null>(null);
  const isDesktop = useIsDesktop();
  const { data: unread } = useUnreadCount();
  const hydrated = useHydrated();
  useLiveNotifications();
  if (!viewer) return null;

  const badge = hydrated ? badgeCount(unread) : null;
  const onOpenChange = (wanted: boolean) => setOpen(wanted ? nextPanelOpen(pathname, open) : false);
  const prefetch = () => void loadMenu().catch(() => undefined);
  // until the menu's code is here the same button stands alone; a click opens it once it arrives
  const firstOpen = () =>
    void loadMenu().then((Menu) => {
      setMenu({ Menu });
      onOpenChange(true);
    });
  const trigger = (
    <button
      type="button"
      aria-label={badge ? `Notifications, ${badge} unread` : "Notifications"}
      className="relative inline-flex p-1 text-slate-700 hover:text-brand-700"
      {...(!menu && { onPointerEnter: prefetch, onFocus: prefetch, onClick: firstOpen })}
    >
      <Bell aria-hidden className="h-6 w-6" />
      {badge && (
        <span
          data-testid="notification-badge"
          className="absolute -right-2 -top-1.5 min-w-5 rounded-full bg-sale px-1 text-center text-[11px] font-bold leading-5 text-white"
        >
          {badge}
        </span>
      )}
    </button>
  );
  if (!menu) return trigger;
  return <menu.Menu trigger={trigger} open={open} onOpenChange={onOpenChange} isDesktop={isDesktop} />;
}

/** Loaded on demand, so it brings the page's query cache with it. */
export const NotificationBell = withQueries(NotificationBellView);
