"use client";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { Dialog } from "radix-ui";
import { Search, X } from "lucide-react";
import { SearchBar } from "./search-bar";

/**
 * Phone search (SPEC §2 "Mobile: bottom bar … Search"): a button that opens a
 * full-screen search sheet. The shell mounts it in the bottom bar; pass
 * `className` to style the trigger like its neighbours and `label` to hide the text.
 */
export function MobileSearch({ className, label = "Search" }: { className?: string; label?: string | null }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={className ?? "flex flex-col items-center gap-0.5 text-xs text-slate-700"} aria-label={label ? undefined : "Search"}>
        <Search className="h-5 w-5" aria-hidden />
        {label}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className="fixed inset-0 z-[60] overflow-y-auto bg-white p-4" aria-describedby={undefined}>
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Search</Dialog.Title>
            <Dialog.Close aria-label="Close search" className="rounded-full p-2 text-slate-600 hover:bg-slate-100">
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <SearchBar variant="overlay" autoFocus onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
