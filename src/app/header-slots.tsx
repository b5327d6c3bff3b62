"use client";
import dynamic from "next/dynamic";
import { useViewer, useViewerPending } from "@/features/accounts";

// The header pieces only a signed-in user sees, one chunk of their own (signed-in-header): a
// visitor's first load carries none of their code (queries, live updates, the cart sidebar and bell
// loaders). A signed-in page renders them on the server, so they are on screen before their code arrives.
const load = () => import("./signed-in-header");
const CoinBalance = dynamic(() => load().then((m) => m.CoinBalance));
const WishlistLink = dynamic(() => load().then((m) => m.WishlistLink));
const CartButton = dynamic(() => load().then((m) => m.CartButton));
const NotificationBell = dynamic(() => load().then((m) => m.NotificationBell));
const NotificationsBarLink = dynamic(() => load().then((m) => m.NotificationsBarLink));

// In a member shell the viewer arrives after the page: a button-sized space holds its place meanwhile.
function SignedIn({ children, width = "w-9" }: { children: React.ReactNode; width?: string }) {
  const viewer = useViewer();
  const pending = useViewerPending();
  if (pending) return <span aria-hidden className={`inline-block h-9 ${width}`} />;
  return viewer ? children : null;
}

export const HeaderCoins = () => (
  <SignedIn width="w-16">
    <CoinBalance />
  </SignedIn>
);
export const HeaderWishlist = () => (
  <SignedIn>
    <WishlistLink />
  </SignedIn>
);
export const HeaderCart = ({ variant }: { variant?: "header" | "bar" }) => (
  <SignedIn>
    <CartButton variant={variant} />
  </SignedIn>
);
export const HeaderBell = () => (
  <SignedIn>
    <NotificationBell />
  </SignedIn>
);
export const BarNotifications = () => (
  <SignedIn>
    <NotificationsBarLink />
  </SignedIn>
);
