"use client";
import clsx from "clsx";
import { Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSendMessage, useThread } from "../client/use-vendor-chat";
import { messageTime } from "@/lib/message-time";

/** Lazy-loaded body of the vendor chat dialog: history, live replies, composer. */
export function ChatWindow({ vendorId, vendorName }: { vendorId: number; vendorName: string }) {
  const { data, isPending, isError } = useThread(vendorId);
  const send = useSendMessage(vendorId);
  const [text, setText] = useState("");
  const endRef = useRef<HTMLDivElement>(null);
  const count = data?.messages.length ?? 0;
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollIntoView, which must not become the effect's cleanup.
    endRef.current?.scrollIntoView({ block: "end" });
  }, [count]);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const message = text.trim();
    if (!message || send.isPending) return;
    send.mutate(message, { onSuccess: () => setText("") });
  }

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div
        className="min-h-0 flex-1 space-y-2 overflow-y-auto bg-slate-50 p-3"
        aria-live="polite"
        aria-label={`Conversation with ${vendorName}`}
        role="log"
      >
        {isPending && (
          <p role="status" className="text-center text-sm text-slate-500">
            Loading…
          </p>
        )}
        {isError && <p className="text-center text-sm text-sale">Could not load the conversation.</p>}
        {data && data.messages.length === 0 && (
          <p className="py-6 text-center text-sm text-slate-600">
            Ask {vendorName} about products, pricing or delivery. They usually reply within a business day.
          </p>
        )}
        {data?.messages.map((m) => (
          <div key={m.id} className={clsx("flex", m.sender === "buyer" ? "justify-end" : "justify-start")}>
            <div
              className={clsx(
                "max-w-[80%] rounded-lg px-3 py-2 text-sm shadow-sm",
                m.sender === "buyer" ? "bg-brand-600 text-white" : "bg-white text-ink",
              )}
            >
              <p className="whitespace-pre-wrap break-words">{m.message}</p>
              <p className={clsx("mt-1 text-[11px]", m.sender === "buyer" ? "text-brand-100" : "text-slate-500")}>
                {m.sender === "vendor" ? `${vendorName} · ` : ""}
                {messageTime(m.created_at)}
              </p>
            </div>
          </div>
        ))}
        <div ref={endRef} />
      </div>
      <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 p-3">
        <label htmlFor={`chat-${vendorId}`} className="sr-only">
          Message to {vendorName}
        </label>
        <textarea
          id={`chat-${vendorId}`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={2}
          maxLength={2000}
          placeholder="Type a message"
          className="input min-h-10 resize-none"
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey) submit(e);
          }}
        />
        <button
          type="submit"
          className="btn-primary px-3"
          disabled={!text.trim() || send.isPending}
          aria-label="Send message"
        >
          <Send aria-hidden className="h-4 w-4" />
        </button>
      </form>
      {send.isError && (
        <p role="alert" className="px-3 pb-2 text-sm text-sale">
          {send.error.message}
        </p>
      )}
    </div>
  );
}
