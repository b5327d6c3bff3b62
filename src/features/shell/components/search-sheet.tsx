"use client";
import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** Mobile search: the header's SearchBar mounted in a sheet from the bottom bar's Search. */
export function SearchSheet({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: React.ReactNode }) {
  const pathname = usePathname();
  const first = useRef(pathname);
  // navigating to results closes the sheet
  useEffect(() => { if (pathname !== first.current) onOpenChange(false); }, [pathname, onOpenChange]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-x-0 top-0 z-50 bg-white p-4 shadow-xl focus:outline-none">
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-base font-bold">Search</Dialog.Title>
            <Dialog.Close aria-label="Close search" className="rounded p-1 hover:bg-slate-100"><X className="size-5" aria-hidden /></Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Search products, brands and SKUs</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
