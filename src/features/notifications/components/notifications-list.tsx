"use client";
import clsx from "clsx";
import { useState } from "react";
import { useViewer } from "@/features/accounts";
import { useMarkRead, useNotificationList } from "../client/use-notifications";
import { NOTIFICATION_TYPES, TYPE_LABELS, lastPage, type NotificationType } from "../rules";
import { NotificationItem } from "./notification-item";

/** /notifications: every variant, filtered by type, 20 a page; live pushes refetch the page on screen. */
export function NotificationsList() {
  const viewer = useViewer();
  const [type, setType] = useState<NotificationType | null>(null);
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isFetching } = useNotificationList(page, type);
  const mark = useMarkRead();
  const types = NOTIFICATION_TYPES.filter((t) => !(viewer?.isSalesRep && t === "order"));
  const total = data?.notifications.total ?? 0;
  const pages = lastPage(total);
  const choose = (t: NotificationType | null) => {
    setType(t);
    setPage(1);
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Filter by type" className="flex flex-wrap gap-2">
          {[null, ...types].map((t) => (
            <button
              key={t ?? "all"}
              type="button"
              aria-pressed={type === t}
              onClick={() => choose(t)}
              className={clsx(
                "rounded-full border px-3 py-1 text-sm",
                type === t
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-slate-300 bg-white hover:border-brand-500",
              )}
            >
              {t ? TYPE_LABELS[t] : "All"}
            </button>
          ))}
        </div>
        {(data?.count ?? 0) > 0 && (
          <button type="button" className="btn-outline px-3 py-1" onClick={() => mark.mutate({ all: true })}>
            Mark all as read
          </button>
        )}
      </div>
      <div className="card overflow-hidden" aria-busy={isFetching}>
        {isPending ? (
          <p role="status" className="p-8 text-center text-sm text-slate-500">
            Loading…
          </p>
        ) : isError ? (
          <p className="p-8 text-center text-sm text-sale">Could not load notifications. Please try again.</p>
        ) : total === 0 ? (
          <p className="p-8 text-center text-sm text-slate-600">No notifications found!</p>
        ) : (
          <ul aria-label="Notifications list">
            {data!.notifications.data.map((n) => (
              <NotificationItem key={n.id} item={n} onMarkRead={(id) => mark.mutate({ id })} />
            ))}
          </ul>
        )}
      </div>
      {total > 0 && (
        <nav aria-label="Pagination" className="flex items-center justify-between gap-3 text-sm">
          <button
            type="button"
            className="btn-outline px-3 py-1"
            disabled={page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            Previous
          </button>
          <span>
            Page {Math.min(page, pages)} of {pages} · {total} notification{total === 1 ? "" : "s"}
          </span>
          <button
            type="button"
            className="btn-outline px-3 py-1"
            disabled={page >= pages}
            onClick={() => setPage((p) => Math.min(pages, p + 1))}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
