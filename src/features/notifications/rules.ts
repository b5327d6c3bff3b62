import { CUT, cutText } from "@/lib/text";

/** Pure rules for notification items and the panel (SPEC §2, §4, §9). */

export type NotificationType = "Coupons" | "Webinars" | "Blogs" | "chat" | "order" | "account" | "recall";
export const NOTIFICATION_TYPES: readonly NotificationType[] = [
  "Coupons",
  "Webinars",
  "Blogs",
  "chat",
  "order",
  "account",
  "recall",
];
export const PAGE_SIZE = 20;
export const COPY_CONFIRM_MS = 1000;

export type NotificationItem = {
  id: number;
  time: string;
  type: NotificationType;
  body: string;
  channel: string | null;
  message: string | null;
  order_id: number | null;
  response: string | null;
  alert_type: "success" | "error";
  clickable_link: string | null;
  read: boolean;
  chatmessages: { created_at: string; message: string; vendor_details: { name: string; slug: string } } | null;
};

/** The page a notification opens (SPEC §2 routes). */
export function notificationHref(
  n: Pick<NotificationItem, "type" | "clickable_link" | "order_id" | "chatmessages">,
): string {
  const link = n.clickable_link ? encodeURI(n.clickable_link.replace(/^\/+/, "")) : "";
  switch (n.type) {
    case "Coupons":
      return link ? `/vendors/${link}` : "/vendors";
    case "Webinars":
      return link ? `/virtual-expo/${link}` : "/virtual-expo";
    case "Blogs":
      return link ? `/blogs/${link}` : "/blogs";
    case "chat": {
      // an answered price or sample request links to a page of ours; a vendor's slug never has a "/"
      if (n.clickable_link?.startsWith("/")) return n.clickable_link;
      const slug = n.chatmessages?.vendor_details.slug ?? link;
      return slug ? `/vendors/${slug}#chat` : "/vendors";
    }
    case "order":
      if (n.order_id) return `/user/order-details/${n.order_id}`;
      // a clinic's own news (a scheduled reorder, a lot nearing expiry) opens its clinic page
      return n.clickable_link?.startsWith("/clinic/") ? n.clickable_link : "/track-order";
    case "account": // the operator reviewed a credential: the buyer's documents page shows the outcome
      return "/documents";
    case "recall": // the clinic's recall page, where it is acknowledged
      return n.clickable_link?.startsWith("/compliance/recalls") ? n.clickable_link : "/compliance/recalls";
  }
}

/** The cut text each variant shows (SPEC §9: chat 50, coupon 55, order 60, webinar 50; blogs are not cut). */
export function notificationText(n: Pick<NotificationItem, "type" | "body" | "message" | "chatmessages">): string {
  switch (n.type) {
    case "chat":
      return cutText(n.chatmessages?.message ?? n.message ?? n.body, CUT.notificationChatMessage);
    case "Coupons":
      return cutText(n.body, CUT.notificationCoupon);
    case "order":
      return cutText(n.body, CUT.notificationOrder);
    case "Webinars":
      return cutText(n.body, CUT.notificationWebinar);
    case "Blogs":
    case "account":
    case "recall": // what was recalled and what to do: never cut
      return n.body;
  }
}

/** Panel footer: 'View All' above 20, 'No more notifications' under 20, nothing at exactly 20 or when empty. */
export function panelFooter(total: number): "view-all" | "no-more" | null {
  if (total > PAGE_SIZE) return "view-all";
  if (total > 0 && total < PAGE_SIZE) return "no-more";
  return null;
}

/** Clicking the bell on a notifications page closes the panel instead of opening it (SPEC §4). */
export function nextPanelOpen(pathname: string, currentlyOpen: boolean): boolean {
  if (pathname === "/notifications" || pathname.startsWith("/notifications/")) return false;
  return !currentlyOpen;
}

export function lastPage(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

export const TYPE_LABELS: Record<NotificationType, string> = {
  Coupons: "Coupons",
  Webinars: "Webinars",
  Blogs: "Blogs",
  chat: "Messages",
  order: "Orders",
  account: "Account",
  recall: "Recalls",
};
