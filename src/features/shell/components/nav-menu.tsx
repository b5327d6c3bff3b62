"use client";
import { DropdownMenu } from "radix-ui";
import Link from "@/components/ui/intent-link";
import { usePathname } from "next/navigation";
import { useState, type ReactNode } from "react";
import { isCurrentPath } from "../page-rules";
import { closeAfterDelay } from "./menu-close";
import type { NavEntry } from "./nav-links";
import { navCurrent } from "./nav-menu-styles";

const menuItem =
  "block rounded px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

/** One dropdown of the navigation bar; loaded on first contact with its button (see NavBar). */
export function NavMenu(props: {
  entries: NavEntry[];
  trigger: ReactNode;
  triggerClass: string;
  triggerLabel?: string;
  defaultOpen: boolean;
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState(props.defaultOpen);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className={props.triggerClass} aria-label={props.triggerLabel}>
        {props.trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          onInteractOutside={closeAfterDelay(() => setOpen(false))}
          className="z-dropdown min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {props.entries.map((e) =>
            isCurrentPath(pathname, e.href) ? (
              <DropdownMenu.Item key={e.href} disabled className={`${menuItem} ${navCurrent}`} aria-current="page">
                {e.label}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={e.href} asChild>
                <Link href={e.href} className={menuItem}>
                  {e.label}
                </Link>
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
