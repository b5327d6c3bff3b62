"use client";
import dynamic from "next/dynamic";
import { useViewer } from "@/features/accounts";

// The header pieces only a signed-in user sees, each a chunk of its own: a visitor's first load
// carries none of their code (queries, live updates, the cart sidebar and bell loaders). A
// signed-in page renders them on the server, so they are on screen before their code arrives.
const CoinBalance = dynamic(() => import("@/features/accounts/components/coin-balance").then((m) => m.CoinBalance));
const WishlistLink = dynamic(() => import("@/features/wishlist/components/wishlist-link").then((m) => m.WishlistLink));
const CartButton = dynamic(() => import("@/features/cart/components/cart-button").then((m) => m.CartButton));
const NotificationBell = dynamic(() =>
  import("@/features/notifications/components/notification-bell").then((m) => m.NotificationBell),
);
const NotificationsBarLink = dynamic(() =>
  import("@/features/notifications/components/notifications-bar-link").then((m) => m.NotificationsBarLink),
);

function SignedIn({ children }: { children: React.ReactNode }) {
  return useViewer() ? children : null;
}

export const HeaderCoins = () => (
  <SignedIn>
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
