"use client";
import { api } from "@/lib/api-client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { takeArrivalPart, useViewer } from "@/features/accounts";
import type { NotificationItem } from "../rules";
import { subscribeLive } from "./live";

export type NotificationList = {
  success: boolean;
  notifications: { data: NotificationItem[]; total: number; current_page: number; last_page: number };
  count: number;
};

export const UNREAD_KEY = ["notifications", "unread"] as const;
export const listKey = (page: number, type: string | null) => ["notifications", "list", page, type ?? "all"] as const;

export function useUnreadCount() {
  const viewer = useViewer();
  return useQuery({
    queryKey: UNREAD_KEY,
    enabled: Boolean(viewer),
    queryFn: async () => {
      const kept = await takeArrivalPart<number>("unread"); // the page's one read of the buyer's parts
      if (kept && kept.value !== null) return kept.value;
      const res = await api<{ count: number }>(
        "GET",
        `/api/user/notifications/${encodeURIComponent(viewer!.id)}/unread`,
        undefined,
        { cache: "no-store" },
      );
      if (!res.ok) throw new Error("Could not load notifications.");
      return res.data.count;
    },
  });
}

export function useNotificationList(page: number, type: string | null, enabled = true) {
  const viewer = useViewer();
  const qc = useQueryClient();
  return useQuery({
    queryKey: listKey(page, type),
    enabled: enabled && Boolean(viewer),
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: async (): Promise<NotificationList> => {
      const qs = new URLSearchParams({ page: String(page) });
      if (type) qs.set("type", type);
      const res = await api<NotificationList>(
        "GET",
        `/api/user/notifications/${encodeURIComponent(viewer!.id)}?${qs}`,
        undefined,
        { cache: "no-store" },
      );
      if (!res.ok) throw new Error("Could not load notifications.");
      const body = res.data;
      qc.setQueryData(UNREAD_KEY, body.count);
      return body;
    },
  });
}

/** Live pushes: bump the bell at once and refetch whichever notification lists are on screen. */
export function useLiveNotifications() {
  const viewer = useViewer();
  const qc = useQueryClient();
  useEffect(() => {
    if (!viewer) return;
    return subscribeLive((kind, data) => {
      if (kind === "reconnect") {
        void qc.invalidateQueries({ queryKey: ["notifications"] });
        return;
      }
      if (kind !== "notification") return;
      const item = data as { type?: string };
      if (viewer.isSalesRep && item.type === "order") return;
      qc.setQueryData<number>(UNREAD_KEY, (n) => (n ?? 0) + 1);
      void qc.invalidateQueries({ queryKey: ["notifications", "list"] });
    });
  }, [viewer, qc]);
}

export function useMarkRead() {
  const viewer = useViewer();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number } | { all: true }) => {
      const all = "all" in input;
      const res = await api<{ count?: number }>(
        "POST",
        all ? "/api/user/notifications/read-all" : "/api/user/notifications/read",
        all ? { customer_id: viewer?.id } : { customer_id: viewer?.id, id: input.id },
      );
      if (!res.ok) throw new Error(res.message);
      return res.data.count ?? 0;
    },
    onSuccess: (count, input) => {
      qc.setQueryData(UNREAD_KEY, count);
      // Mark in every cached page at once; a refetch would reorder nothing, so skip it.
      qc.setQueriesData<NotificationList>(
        { queryKey: ["notifications", "list"] },
        (old) =>
          old && {
            ...old,
            count,
            notifications: {
              ...old.notifications,
              data: old.notifications.data.map((n) => ("all" in input || n.id === input.id ? { ...n, read: true } : n)),
            },
          },
      );
    },
  });
}
