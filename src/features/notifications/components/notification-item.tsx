"use client";
import clsx from "clsx";
import { BadgeCheck, BookOpen, Check, Copy, MessageSquare, Package, ShieldAlert, Tag, Video } from "lucide-react";
import Link from "@/components/ui/intent-link";
import { announceVendorChat } from "../vendor-chat-events";
import { COPY_CONFIRM_MS, notificationHref, notificationText, type NotificationItem as Item } from "../rules";
import { useClipboard } from "@/components/ui/copy-button";
import { messageTime } from "@/lib/message-time";

const ICONS = {
  Coupons: Tag,
  Webinars: Video,
  Blogs: BookOpen,
  chat: MessageSquare,
  order: Package,
  account: BadgeCheck,
  recall: ShieldAlert,
} as const;
const TITLES = {
  Coupons: "Coupon",
  Webinars: "Webinar",
  Blogs: "Blog",
  chat: "Message",
  order: "Order update",
  account: "Account",
  recall: "Recall",
} as const;

/** 'Code copied!' for one second after copying (SPEC §4, §9). */
function CopyCode({ code }: { code: string }) {
  const clipboard = useClipboard(COPY_CONFIRM_MS);
  const copied = clipboard.copied;
  async function copy(e: React.MouseEvent) {
    e.preventDefault();
    e.stopPropagation();
    await clipboard.copy(code);
  }
  return (
    <span className="mt-1 inline-flex items-center gap-2">
      <code className="rounded border border-dashed border-brand-500 bg-brand-50 px-2 py-0.5 text-xs font-bold tracking-wide text-brand-800">
        {code}
      </code>
      <button
        type="button"
        onClick={copy}
        className="inline-flex items-center gap-1 text-xs font-semibold text-brand-700 hover:underline"
        aria-label={copied ? "Code copied!" : `Copy code ${code}`}
      >
        {copied ? <Check aria-hidden className="h-3.5 w-3.5" /> : <Copy aria-hidden className="h-3.5 w-3.5" />}
        <span aria-live="polite">{copied ? "Code copied!" : "Copy Code"}</span>
      </button>
    </span>
  );
}

/** One notification in any of its five variants; the whole row links to its target. */
export function NotificationItem({
  item,
  onOpen,
  onMarkRead,
}: {
  item: Item;
  onOpen?: () => void;
  onMarkRead?: (id: number) => void;
}) {
  const Icon = ICONS[item.type] ?? Tag;
  const href = notificationHref(item);
  const text = notificationText(item);
  const heading = item.type === "chat" ? (item.chatmessages?.vendor_details.name ?? item.body) : TITLES[item.type];
  return (
    <li
      className={clsx(
        "relative flex gap-3 border-b border-slate-100 px-3 py-3 last:border-b-0",
        !item.read && "bg-brand-50/60",
      )}
      data-type={item.type}
    >
      <span
        className={clsx(
          "mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full",
          item.type === "order" && item.alert_type === "error"
            ? "bg-red-100 text-red-700"
            : "bg-brand-100 text-brand-700",
        )}
      >
        <Icon aria-hidden className="h-4 w-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center justify-between gap-2 text-xs text-slate-500">
          <span className="font-semibold text-slate-700">{heading}</span>
          <time dateTime={item.time}>{messageTime(item.time)}</time>
        </p>
        <Link
          href={href}
          onClick={() => {
            onOpen?.();
            if (item.type === "chat") announceVendorChat();
          }}
          className="mt-0.5 block text-sm text-ink after:absolute after:inset-0 hover:text-brand-700"
          title={item.type === "chat" ? (item.message ?? undefined) : item.body}
        >
          {text}
        </Link>
        {item.type === "order" && item.order_id && <p className="text-xs text-slate-500">Order #{item.order_id}</p>}
        <div className="relative z-10 flex flex-wrap items-center gap-3">
          {item.type === "Coupons" && item.response && <CopyCode code={item.response} />}
          {!item.read && onMarkRead && (
            <button
              type="button"
              className="mt-1 text-xs text-slate-500 hover:text-brand-700 hover:underline"
              onClick={() => onMarkRead(item.id)}
            >
              Mark as read
            </button>
          )}
        </div>
      </div>
      {!item.read && <span className="mt-2 h-2 w-2 shrink-0 rounded-full bg-brand-600" aria-label="Unread" />}
    </li>
  );
}
