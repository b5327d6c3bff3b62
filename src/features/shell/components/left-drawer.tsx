"use client";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { closeAfterDelay } from "./menu-close";

/**
 * The shell's left-hand drawers (shop-by, categories, mobile menu): modal, closed by Escape,
 * the close button, or an outside click after the 0.3 s menu delay.
 */
export function LeftDrawer({
  open,
  onOpenChange,
  widthClass = "w-[22rem] max-w-[90vw]",
  header,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  widthClass?: string;
  header: React.ReactNode;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-overlay bg-black/40" />
        <Dialog.Content
          onInteractOutside={closeAfterDelay(() => onOpenChange(false))}
          className={`fixed inset-y-0 left-0 z-overlay flex ${widthClass} flex-col bg-white shadow-2xl focus:outline-none`}
        >
          {header}
          <Dialog.Description className="sr-only">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The plain drawer header: its title and a close button. */
export function DrawerHeader({ title, closeLabel }: { title: string; closeLabel: string }) {
  return (
    <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
      <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
      <Dialog.Close aria-label={closeLabel} className="rounded p-1 hover:bg-slate-100">
        <X className="size-5" aria-hidden />
      </Dialog.Close>
    </div>
  );
}

/** Following a link inside a drawer closes it. */
export function closeOnLinkClick(close: () => void) {
  return (e: React.MouseEvent) => {
    if ((e.target as Element).closest("a")) close();
  };
}
