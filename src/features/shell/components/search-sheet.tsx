"use client";
import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { QUICK_VIEW_EVENT } from "@/features/catalog";

/** Mobile search: the phone layout of the search bar, in a sheet opened from the bottom bar's Search. */
export function SearchSheet({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  const first = useRef(pathname);
  // navigating to results closes the sheet
  useEffect(() => {
    if (pathname !== first.current) onOpenChange(false);
  }, [pathname, onOpenChange]);
  // a result's eye opens quick view: the sheet gives way to it
  useEffect(() => {
    const close = () => onOpenChange(false);
    window.addEventListener(QUICK_VIEW_EVENT, close);
    return () => window.removeEventListener(QUICK_VIEW_EVENT, close);
  }, [onOpenChange]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-overlay bg-black/40" />
        {/* the search box, not the close button, takes the focus: the keyboard opens ready to type */}
        <Dialog.Content
          className="fixed inset-x-0 top-0 z-overlay max-h-dvh overflow-y-auto bg-white p-4 shadow-xl focus:outline-none"
          onOpenAutoFocus={(e) => {
            const input = (e.currentTarget as HTMLElement).querySelector<HTMLInputElement>("input[type=search]");
            if (input) {
              e.preventDefault();
              input.focus();
            }
          }}
        >
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-base font-bold">Search</Dialog.Title>
            <Dialog.Close aria-label="Close search" className="rounded p-1 hover:bg-slate-100">
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Search products, brands and SKUs</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
