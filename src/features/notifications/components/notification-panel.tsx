"use client";
import Link from "@/components/ui/intent-link";
import { panelFooter } from "../rules";
import { useMarkRead, useNotificationList } from "../client/use-notifications";
import { NotificationItem } from "./notification-item";

/** The bell's content: the first 20, then 'View All', 'No more notifications' or 'No notifications found!'. */
export function NotificationPanel({ onClose, closeButton }: { onClose: () => void; closeButton?: React.ReactNode }) {
  const { data, isPending, isError, refetch } = useNotificationList(1, null);
  const mark = useMarkRead();
  const total = data?.notifications.total ?? 0;
  const footer = panelFooter(total);
  return (
    <div className="flex max-h-[min(70vh,560px)] flex-col">
      <div className="flex items-center justify-between border-b border-slate-200 px-3 py-2">
        <h2 className="text-base font-bold">Notifications</h2>
        {(data?.count ?? 0) > 0 && (
          <button
            type="button"
            className="ml-auto mr-2 text-xs font-semibold text-brand-700 hover:underline"
            onClick={() => mark.mutate({ all: true })}
          >
            Mark all as read
          </button>
        )}
        {closeButton}
      </div>
      <div className="min-h-24 flex-1 overflow-y-auto">
        {isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 p-6 text-sm text-slate-500">
            <span
              className="h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
              aria-hidden
            />{" "}
            Loading…
          </p>
        ) : isError ? (
          <p className="p-6 text-center text-sm text-sale">
            Could not load notifications.{" "}
            <button type="button" className="underline" onClick={() => refetch()}>
              Try again
            </button>
          </p>
        ) : total === 0 ? (
          <p className="p-6 text-center text-sm text-slate-600">No notifications found!</p>
        ) : (
          <ul aria-label="Notifications list">
            {data!.notifications.data.map((n) => (
              <NotificationItem key={n.id} item={n} onOpen={onClose} onMarkRead={(id) => mark.mutate({ id })} />
            ))}
          </ul>
        )}
      </div>
      {footer === "view-all" && (
        <Link
          href="/notifications"
          onClick={onClose}
          className="border-t border-slate-200 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          View All
        </Link>
      )}
      {footer === "no-more" && (
        <p className="border-t border-slate-200 py-2 text-center text-xs text-slate-500">No more notifications</p>
      )}
    </div>
  );
}
