"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { isAtBottom } from "../rules";
import { hasTokens, login, setEmailError, type ChatState } from "../client/chat-store";
import { ChatBubble } from "./chat-bubble";
import { ChatComposer } from "./chat-composer";

function Welcome() {
  return (
    <div className="rounded-xl bg-brand-50 p-3 text-sm">
      <p className="font-semibold text-ink">Hello there!</p>
      <p className="text-gray-700">I’m your AI assistant. Type a question or upload an image below to get started.</p>
    </div>
  );
}

function EmailForm({ state }: { state: ChatState }) {
  const [value, setValue] = useState("");
  return (
    <form
      className="space-y-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void login(value);
      }}
    >
      <label htmlFor="dvm-chat-email" className="label">
        Email
      </label>
      <input
        id="dvm-chat-email"
        type="email"
        className="input w-full"
        value={value}
        autoComplete="email"
        onChange={(e) => {
          setValue(e.target.value);
          if (state.emailError) setEmailError(null);
        }}
        aria-invalid={!!state.emailError}
        aria-describedby={state.emailError ? "dvm-chat-email-error" : undefined}
      />
      {state.emailError && (
        <p id="dvm-chat-email-error" role="alert" className="text-xs text-sale">
          {state.emailError}
        </p>
      )}
      <button type="submit" className="btn-primary w-full" disabled={state.authenticating}>
        {state.authenticating ? "Connecting…" : "Start chat"}
      </button>
    </form>
  );
}

/** Conversation area shared by the floating chat and the side panel. */
export function ChatView({
  state,
  viewerEmail,
  onNavigate,
}: {
  state: ChatState;
  viewerEmail: string | null;
  onNavigate?: () => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);

  // Signed in: the chat logs in with the session email without asking.
  useEffect(() => {
    if (!state.email && viewerEmail && !state.authenticating && !state.error) void login(viewerEmail);
    else if (state.email && !hasTokens() && !state.authenticating && !state.error) void login(state.email);
  }, [state.email, viewerEmail, state.authenticating, state.error]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && atBottom) el.scrollTop = el.scrollHeight;
    // Follow new messages only while the reader is at the bottom.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.messages.length, state.loading]);

  const onScroll = () => {
    const el = scroller.current;
    if (el) setAtBottom(isAtBottom(el.scrollTop, el.clientHeight, el.scrollHeight));
  };
  const toBottom = () => {
    const el = scroller.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior: "smooth" });
  };

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        onScroll={onScroll}
        className="min-h-0 flex-1 space-y-3 overflow-y-auto p-3"
        role="log"
        aria-live="polite"
        aria-label="Chat messages"
      >
        <Welcome />
        {state.email && state.messages.map((m) => <ChatBubble key={m.id} message={m} onNavigate={onNavigate} />)}
        {state.loading && (
          <p className="text-xs italic text-gray-500" role="status">
            Assistant is typing<span className="animate-pulse">…</span>
          </p>
        )}
        {state.error && (
          <p role="alert" className="rounded bg-red-50 p-2 text-xs text-sale">
            {state.error}
          </p>
        )}
        {!state.email && !(viewerEmail && state.authenticating) && <EmailForm state={state} />}
      </div>
      {!atBottom && (
        <button
          type="button"
          onClick={toBottom}
          aria-label="Scroll to bottom"
          className="absolute bottom-20 left-1/2 -translate-x-1/2 rounded-full bg-white px-3 py-1 text-xs shadow ring-1 ring-gray-200"
        >
          ↓ New messages
        </button>
      )}
      {state.email && <ChatComposer loading={state.loading || state.authenticating} />}
    </div>
  );
}
