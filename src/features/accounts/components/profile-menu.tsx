"use client";
import { MenuStandIn } from "@/components/ui/menu-stand-in";
import { ChevronDown, CircleUserRound } from "lucide-react";
import Link from "@/components/ui/intent-link";
import { useState } from "react";
import { profileImageUrl } from "../profile-image";
import { SessionWatcher } from "./session-watcher";
import { useViewer, useViewerPending } from "./viewer-context";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";

type Dropdown = typeof import("./profile-menu-dropdown").ProfileMenuDropdown;
const loadDropdown = () => import("./profile-menu-dropdown").then((m) => m.ProfileMenuDropdown);

function Avatar({ image }: { image: string | null }) {
  const url = profileImageUrl(image);
  return url ? (
    <ImageWithFallback src={url} alt="" width={28} height={28} className="size-7 rounded-full object-cover" />
  ) : (
    <CircleUserRound aria-hidden className="size-7 text-slate-500" />
  );
}

/**
 * Until the dropdown's code has loaded, a plain button of the same look and name stands in: a
 * pointer or focus on it starts the download, a click shows the menu open as soon as it arrives.
 */
function MenuButton(props: {
  className: string;
  label?: string;
  children: React.ReactNode;
  signedIn: Signed;
  menuExtra?: React.ReactNode;
}) {
  const [loaded, setLoaded] = useState<{ Menu: Dropdown; open: boolean } | null>(null);
  if (loaded)
    return (
      <loaded.Menu
        trigger={props.children}
        triggerClass={props.className}
        triggerLabel={props.label}
        signedIn={props.signedIn}
        defaultOpen={loaded.open}
        menuExtra={props.menuExtra}
      />
    );
  const prefetch = () => void loadDropdown().catch(() => undefined);
  // the plain button stays on screen until the code is here, so nothing moves or flickers
  const open = () => void loadDropdown().then((Menu) => setLoaded({ Menu, open: true }));
  return (
    <MenuStandIn className={props.className} label={props.label} prefetch={prefetch} open={open}>
      {props.children}
    </MenuStandIn>
  );
}
type Signed = { id: string; firstName: string; lastName: string } | null;

/**
 * Profile button: signed out 'As customer' / 'As vendor'; signed in 'Dashboard' / 'Sign out', then
 * `menuExtra` (items the layout adds from other features, loaded with the menu).
 */
export function ProfileMenu({ menuExtra }: { menuExtra?: React.ReactNode } = {}) {
  const viewer = useViewer();
  const pending = useViewerPending();
  return (
    <>
      <SessionWatcher />
      {pending ? (
        // a member shell before its viewer arrives: the signed-in button's space, neither button yet
        <span aria-hidden className="inline-block h-9 w-10 rounded-md bg-slate-100 sm:w-32" />
      ) : viewer ? (
        <span className="flex items-center">
          <Link
            href={`/dashboard/user/${viewer.id}`}
            className="flex items-center gap-2 rounded-l-md px-1 py-1 text-sm font-medium hover:text-brand-700"
          >
            <Avatar image={viewer.profileImage} />
            <span className="sr-only sm:not-sr-only">Dashboard</span>
          </Link>
          <MenuButton
            className="rounded-r-md p-1 text-slate-600 hover:text-ink"
            label="Account menu"
            signedIn={{ id: viewer.id, firstName: viewer.firstName, lastName: viewer.lastName }}
            menuExtra={menuExtra}
          >
            <ChevronDown aria-hidden className="size-4" />
          </MenuButton>
        </span>
      ) : (
        // not named "Sign in": that name belongs to the sign-in form's submit button
        <MenuButton className="btn-primary gap-1.5" signedIn={null}>
          <CircleUserRound aria-hidden className="size-4" /> Account <ChevronDown aria-hidden className="size-4" />
        </MenuButton>
      )}
    </>
  );
}
