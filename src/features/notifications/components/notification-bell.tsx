"use client";

/** Header bell: dropdown on desktop, modal on phones, live unread count (notifications feature). */
export function NotificationBell() {
  return null;
}
