"use client";
import { Bell, X } from "lucide-react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { Dialog, Popover } from "radix-ui";
import { useState, useSyncExternalStore } from "react";
import { useViewer } from "@/features/accounts";
import { badgeCount } from "@/lib/text";
import { useLiveNotifications, useUnreadCount } from "../client/use-notifications";
import { nextPanelOpen } from "../rules";

const NotificationPanel = dynamic(() => import("./notification-panel").then((m) => m.NotificationPanel), {
  ssr: false,
  loading: () => (
    <p role="status" className="p-6 text-center text-sm text-slate-500">
      Loading…
    </p>
  ),
});

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

/** Header bell: dropdown on desktop, modal on phones; live unread count; closes instead of opening on /notifications. */
export function NotificationBell() {
  const viewer = useViewer();
  const pathname = usePathname() ?? "/";
  const [open, setOpen] = useState(false);
  const isDesktop = useIsDesktop();
  const { data: unread } = useUnreadCount();
  useLiveNotifications();
  if (!viewer) return null;

  const badge = badgeCount(unread);
  const onOpenChange = (wanted: boolean) => setOpen(wanted ? nextPanelOpen(pathname, open) : false);
  const trigger = (
    <button
      type="button"
      aria-label={badge ? `Notifications, ${badge} unread` : "Notifications"}
      className="relative inline-flex p-1 text-slate-700 hover:text-brand-700"
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
  const close = () => setOpen(false);

  if (isDesktop) {
    return (
      <Popover.Root open={open} onOpenChange={onOpenChange}>
        <Popover.Trigger asChild>{trigger}</Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            aria-label="Notifications"
            className="z-50 w-[380px] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl"
          >
            <NotificationPanel onClose={close} />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed inset-x-3 top-16 z-50 overflow-hidden rounded-lg bg-white shadow-xl"
          aria-describedby={undefined}
        >
          <Dialog.Title className="sr-only">Notifications</Dialog.Title>
          <NotificationPanel
            onClose={close}
            closeButton={
              <Dialog.Close className="rounded p-1 text-slate-500 hover:bg-slate-100" aria-label="Close">
                <X aria-hidden className="h-4 w-4" />
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
