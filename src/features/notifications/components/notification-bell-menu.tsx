"use client";
import { X } from "lucide-react";
import dynamic from "next/dynamic";
import { Dialog, Popover } from "radix-ui";
import type { ReactElement } from "react";

const NotificationPanel = dynamic(() => import("./notification-panel").then((m) => m.NotificationPanel), {
  ssr: false,
  loading: () => (
    <p role="status" className="p-6 text-center text-sm text-slate-500">
      Loading…
    </p>
  ),
});

/**
 * The bell's dropdown (desktop) or modal (phones) with the panel inside: loaded on the first
 * pointer, focus or click on the bell (see NotificationBell), not with the page.
 */
export function NotificationBellMenu({
  trigger,
  open,
  onOpenChange,
  isDesktop,
}: {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isDesktop: boolean;
}) {
  const close = () => onOpenChange(false);
  if (isDesktop) {
    return (
      <Popover.Root open={open} onOpenChange={onOpenChange}>
        <Popover.Trigger asChild>{trigger}</Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            aria-label="Notifications"
            className="z-dropdown w-[380px] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl"
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
        <Dialog.Overlay className="fixed inset-0 z-overlay bg-black/40" />
        <Dialog.Content
          className="fixed inset-x-3 top-16 z-overlay overflow-hidden rounded-lg bg-white shadow-xl"
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
