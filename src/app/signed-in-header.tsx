"use client";
// The header pieces only a signed-in user sees, in one chunk: loaded together, they carry one copy
// of the query library between them (separate chunks would each bring their own).
export { CoinBalance } from "@/features/accounts/components/coin-balance";
export { WishlistLink } from "@/features/wishlist/components/wishlist-link";
export { CartButton } from "@/features/cart/components/cart-button";
export { NotificationBell } from "@/features/notifications/components/notification-bell";
export { NotificationsBarLink } from "@/features/notifications/components/notifications-bar-link";
