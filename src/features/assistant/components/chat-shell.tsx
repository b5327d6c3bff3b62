"use client";

import { useEffect, useRef, useState } from "react";
import { resetAssistantChat, ASSISTANT_RESET_EVENT, type AssistantMode } from "../assistant-events";
import { clearLocal, useChat } from "../client/chat-store";
import { ChatView } from "./chat-view";

/** Anna as a floating dialog (normal or expanded) or as a side panel; one conversation for both. */
export function ChatShell({
  mode,
  viewerEmail,
  onClose,
}: {
  mode: AssistantMode;
  viewerEmail: string | null;
  onClose: () => void;
}) {
  const state = useChat();
  const [expanded, setExpanded] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    const onReset = () => clearLocal();
    window.addEventListener("keydown", onKey);
    window.addEventListener(ASSISTANT_RESET_EVENT, onReset);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener(ASSISTANT_RESET_EVENT, onReset);
    };
  }, [onClose]);

  const frame =
    mode === "panel"
      ? "fixed inset-y-0 right-0 z-overlay w-full border-l sm:w-[420px]"
      : expanded
        ? "fixed inset-2 z-overlay rounded-xl border sm:inset-auto sm:bottom-6 sm:right-6 sm:h-[80vh] sm:w-[min(760px,calc(100vw-3rem))]"
        : "fixed inset-x-2 bottom-2 z-overlay h-[min(600px,calc(100dvh-1rem))] rounded-xl border sm:inset-x-auto sm:bottom-6 sm:right-6 sm:w-[380px]";

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="dialog"
      aria-modal="false"
      aria-labelledby="dvm-chat-title"
      className={`${frame} flex flex-col border-gray-200 bg-white shadow-2xl outline-none`}
    >
      <header className="flex items-center gap-2 border-b border-gray-200 bg-brand-700 px-3 py-2 text-white sm:rounded-t-xl">
        <span
          aria-hidden="true"
          className="flex h-8 w-8 items-center justify-center rounded-full bg-white/20 font-semibold"
        >
          A
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="dvm-chat-title" className="font-semibold leading-tight">
            Anna
          </h2>
          <p className="text-xs text-white/80">AI shopping assistant</p>
        </div>
        {state.email && (
          <button type="button" onClick={resetAssistantChat} className="rounded px-2 py-1 text-xs hover:bg-white/15">
            Reset chat
          </button>
        )}
        {mode === "modal" && (
          <button
            type="button"
            onClick={() => setExpanded((v) => !v)}
            aria-label={expanded ? "Collapse chat" : "Expand chat"}
            aria-pressed={expanded}
            className="hidden rounded p-1 hover:bg-white/15 sm:block"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              {expanded ? (
                <path d="M9 4v5H4M15 20v-5h5M4 9l5-5M20 15l-5 5" />
              ) : (
                <path d="M4 9V4h5M20 15v5h-5M4 4l6 6M20 20l-6-6" />
              )}
            </svg>
          </button>
        )}
        <button type="button" onClick={onClose} aria-label="Close chat" className="rounded p-1 hover:bg-white/15">
          <svg
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </header>
      <ChatView state={state} viewerEmail={viewerEmail} />
    </div>
  );
}
