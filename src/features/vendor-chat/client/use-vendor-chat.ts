"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { subscribeLive } from "@/features/notifications";
import { api } from "@/lib/api-client";
import type { ChatMessage, ChatThread } from "../schemas";

export const threadKey = (vendorId: number) => ["vendor-chat", "thread", vendorId] as const;
export const THREADS_KEY = ["vendor-chat", "threads"] as const;

type Threads = { threads: { vendor_id: number; unread: number }[]; unread: number };

export function useThreads(enabled: boolean) {
  return useQuery({
    queryKey: THREADS_KEY,
    enabled,
    queryFn: async (): Promise<Threads> => {
      const res = await api<Threads>("GET", "/api/vendor-chat", undefined, { cache: "no-store" });
      if (!res.ok) throw new Error("Could not load conversations.");
      return res.data;
    },
  });
}

async function markRead(vendorId: number) {
  await api("POST", `/api/vendor-chat/${vendorId}/read`);
}

/** The open conversation: history, live vendor replies appended, and read as soon as it is seen. */
export function useThread(vendorId: number) {
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: threadKey(vendorId),
    staleTime: 0,
    queryFn: async (): Promise<ChatThread> => {
      const res = await api<ChatThread>("GET", `/api/vendor-chat/${vendorId}`, undefined, { cache: "no-store" });
      if (!res.ok) throw new Error("Could not load the conversation.");
      const body = res.data;
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
      // the answer's `message` is the saved chat message; a refusal's is the sentence
      const res = await api<{ message: ChatMessage }>("POST", `/api/vendor-chat/${vendorId}`, { message });
      if (!res.ok) throw new Error(res.status === 0 ? "Failed to send message. Please try again." : res.message);
      return res.data.message;
    },
    onSuccess: (msg) => {
      qc.setQueryData<ChatThread>(threadKey(vendorId), (old) => old && { ...old, messages: [...old.messages, msg] });
    },
  });
}
