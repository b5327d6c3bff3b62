"use client";
import { ChevronDown, CircleUserRound } from "lucide-react";
import Link from "next/link";
import { DropdownMenu } from "radix-ui";
import { profileImageUrl } from "../profile-image";
import { signOutAndLeave } from "../auth-client";
import { SessionWatcher } from "./session-watcher";
import { useViewer } from "./viewer-context";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";

const ITEM =
  "block cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";
const CONTENT = "z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg";

function Avatar({ image }: { image: string | null }) {
  const url = profileImageUrl(image);
  return url ? (
    <ImageWithFallback src={url} alt="" width={28} height={28} className="size-7 rounded-full object-cover" />
  ) : (
    <CircleUserRound aria-hidden className="size-7 text-slate-500" />
  );
}

/** Profile button: signed out 'As customer' / 'As vendor'; signed in 'Dashboard' / 'Sign out'. */
export function ProfileMenu() {
  const viewer = useViewer();
  return (
    <>
      <SessionWatcher />
      {viewer ? (
        <span className="flex items-center">
          <Link
            href={`/dashboard/user/${viewer.id}`}
            className="flex items-center gap-2 rounded-l-md px-1 py-1 text-sm font-medium hover:text-brand-700"
          >
            <Avatar image={viewer.profileImage} />
            <span className="sr-only sm:not-sr-only">Dashboard</span>
          </Link>
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger className="rounded-r-md p-1 text-slate-600 hover:text-ink" aria-label="Account menu">
              <ChevronDown aria-hidden className="size-4" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content align="end" sideOffset={6} className={CONTENT}>
                <DropdownMenu.Label className="px-3 py-1.5 text-xs text-slate-500">
                  {viewer.firstName} {viewer.lastName}
                </DropdownMenu.Label>
                <DropdownMenu.Item asChild className={ITEM}>
                  <Link href={`/dashboard/user/${viewer.id}`}>Dashboard</Link>
                </DropdownMenu.Item>
                <DropdownMenu.Item className={ITEM} onSelect={() => void signOutAndLeave("/")}>
                  Sign out
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </span>
      ) : (
        <DropdownMenu.Root modal={false}>
          {/* not named "Sign in": that name belongs to the sign-in form's submit button */}
          <DropdownMenu.Trigger className="btn-primary gap-1.5">
            <CircleUserRound aria-hidden className="size-4" /> Account <ChevronDown aria-hidden className="size-4" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={6} className={CONTENT}>
              <DropdownMenu.Item asChild className={ITEM}>
                <Link href="/auth/signin">As customer</Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className={ITEM}>
                <a href="/auth/vendor" target="_blank" rel="noopener noreferrer">
                  As vendor
                </a>
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
    </>
  );
}
