"use client";
import Link from "@/components/ui/intent-link";
import { DropdownMenu } from "radix-ui";
import { useState, type ReactNode } from "react";
import { ACCOUNT_MENU_ITEM, CloseAccountMenuProvider } from "./account-menu-slot";
import { signOutAndLeave } from "../auth-client";

const ITEM = ACCOUNT_MENU_ITEM;
const CONTENT = "z-dropdown min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg";

/**
 * The account menu itself (Radix dropdown), loaded on the first pointer, focus or click on its
 * button (see ProfileMenu) so it is not part of any page's first load. Opens at once when that
 * first contact was a click.
 */
export function ProfileMenuDropdown({
  trigger,
  triggerClass,
  triggerLabel,
  signedIn,
  defaultOpen,
  menuExtra,
}: {
  trigger: ReactNode;
  triggerClass: string;
  triggerLabel?: string;
  signedIn: { id: string; firstName: string; lastName: string } | null;
  defaultOpen: boolean;
  /** Items another feature adds for a signed-in member (composed by the layout), e.g. the clinic switcher. */
  menuExtra?: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className={triggerClass} aria-label={triggerLabel}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={CONTENT}>
          {signedIn ? (
            <>
              <DropdownMenu.Label className="px-3 py-1.5 text-xs text-slate-500">
                {signedIn.firstName} {signedIn.lastName}
              </DropdownMenu.Label>
              <DropdownMenu.Item asChild className={ITEM}>
                <Link href={`/dashboard/user/${signedIn.id}`}>Dashboard</Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className={ITEM}>
                <Link href="/clinic/approvals">Clinic</Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item className={ITEM} onSelect={() => void signOutAndLeave("/")}>
                Sign out
              </DropdownMenu.Item>
              <CloseAccountMenuProvider value={() => setOpen(false)}>{menuExtra}</CloseAccountMenuProvider>
            </>
          ) : (
            <>
              <DropdownMenu.Item asChild className={ITEM}>
                <Link href="/auth/signin">As customer</Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className={ITEM}>
                <a href="/vendor/signin" target="_blank" rel="noopener noreferrer">
                  As vendor
                </a>
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
