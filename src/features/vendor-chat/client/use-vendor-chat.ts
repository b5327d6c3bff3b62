"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { subscribeLive } from "@/features/notifications";
import type { ChatMessage, ChatThread } from "../schemas";

export const threadKey = (vendorId: number) => ["vendor-chat", "thread", vendorId] as const;
export const THREADS_KEY = ["vendor-chat", "threads"] as const;

type Threads = { threads: { vendor_id: number; unread: number }[]; unread: number };

export function useThreads(enabled: boolean) {
  return useQuery({
    queryKey: THREADS_KEY,
    enabled,
    queryFn: async (): Promise<Threads> => {
      const res = await fetch("/api/vendor-chat", { cache: "no-store" });
      if (!res.ok) throw new Error("Could not load conversations.");
      return (await res.json()) as Threads;
    },
  });
}

async function markRead(vendorId: number) {
  await fetch(`/api/vendor-chat/${vendorId}/read`, { method: "POST" });
}

/** The open conversation: history, live vendor replies appended, and read as soon as it is seen. */
export function useThread(vendorId: number) {
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: threadKey(vendorId),
    staleTime: 0,
    queryFn: async (): Promise<ChatThread> => {
      const res = await fetch(`/api/vendor-chat/${vendorId}`, { cache: "no-store" });
      if (!res.ok) throw new Error("Could not load the conversation.");
      const body = (await res.json()) as ChatThread;
      if (body.unread > 0) {
        await markRead(vendorId);
        void qc.invalidateQueries({ queryKey: THREADS_KEY });
        void qc.invalidateQueries({ queryKey: ["notifications"] });
      }
      return body;
    },
  });
  useEffect(
    () =>
      subscribeLive((kind, data) => {
        const ev = data as { vendor_id?: number; message?: ChatMessage };
        if (kind !== "chat" || ev.vendor_id !== vendorId || !ev.message) return;
        qc.setQueryData<ChatThread>(threadKey(vendorId), (old) =>
          old && !old.messages.some((m) => m.id === ev.message!.id)
            ? { ...old, messages: [...old.messages, ev.message!] }
            : old,
        );
        // The buyer is looking at the chat: the reply and its notification are read already.
        void markRead(vendorId).then(() => {
          void qc.invalidateQueries({ queryKey: ["notifications"] });
          void qc.invalidateQueries({ queryKey: THREADS_KEY });
        });
      }),
    [vendorId, qc],
  );
  return query;
}

export function useSendMessage(vendorId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (message: string): Promise<ChatMessage> => {
      const res = await fetch(`/api/vendor-chat/${vendorId}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message }),
      });
      const body = (await res.json().catch(() => ({}))) as { success?: boolean; message?: ChatMessage | string };
      if (!res.ok || !body.success)
        throw new Error(typeof body.message === "string" ? body.message : "Failed to send message. Please try again.");
      return body.message as ChatMessage;
    },
    onSuccess: (msg) => {
      qc.setQueryData<ChatThread>(threadKey(vendorId), (old) => old && { ...old, messages: [...old.messages, msg] });
    },
  });
}
