"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { useViewer } from "@/features/accounts";
import { delayLeft } from "@/lib/delay-left";
import {
  ASSISTANT_OPEN_EVENT,
  ASSISTANT_RESET_EVENT,
  deleteServerHistory,
  type AssistantMode,
} from "../assistant-events";

// The whole chat (store, API client, message rendering) is its own chunk, fetched on first open.
const ChatShell = dynamic(() => import("./chat-shell").then((m) => m.ChatShell), { ssr: false });

const SHOW_AFTER_MS = 5000;

/** Floating help button with its teaser, 5 s after page load; it loads with the late widgets, the chat on first open. */
export function HelpChatLauncher() {
  const pathname = usePathname();
  const viewer = useViewer();
  const [visible, setVisible] = useState(false);
  const [teaser, setTeaser] = useState(true);
  const [open, setOpen] = useState<AssistantMode | null>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    // it mounts late (the shell's late widgets): when the 5 s are already over it shows at once
    const show = () => setVisible(true);
    const left = delayLeft(SHOW_AFTER_MS, performance.now());
    const t = left > 0 ? window.setTimeout(show, left) : undefined;
    if (left === 0) show();
    const onOpen = (e: Event) => {
      const mode = (e as CustomEvent<{ mode?: AssistantMode }>).detail?.mode ?? "modal";
      setLoaded(true);
      setOpen(mode);
      setTeaser(false);
    };
    const onReset = () => setOpen(null);
    window.addEventListener(ASSISTANT_OPEN_EVENT, onOpen);
    window.addEventListener(ASSISTANT_RESET_EVENT, onReset);
    // Leaving the site (or reloading) with a known chat email clears its server history (SPEC §4).
    window.addEventListener("pagehide", deleteServerHistory);
    return () => {
      window.removeEventListener("pagehide", deleteServerHistory);
      window.clearTimeout(t);
      window.removeEventListener(ASSISTANT_OPEN_EVENT, onOpen);
      window.removeEventListener(ASSISTANT_RESET_EVENT, onReset);
    };
  }, []);

  if (pathname === "/video-meeting") return null;
  const openChat = () => {
    setLoaded(true);
    setOpen("modal");
    setTeaser(false);
  };

  return (
    <>
      {visible && open === null && (
        <div className="fixed bottom-20 right-4 z-floating flex flex-col items-end gap-2 md:bottom-[calc(1.5rem+var(--cookie-notice-h,0px))]">
          {teaser && (
            <div className="card relative max-w-[220px] p-3 pr-8 text-sm shadow-lg" role="status">
              <button type="button" onClick={openChat} className="text-left">
                <span className="block font-semibold text-ink">Need help?</span>
                <span className="block text-gray-600">Our staff are ready to help</span>
              </button>
              <button
                type="button"
                aria-label="Dismiss help prompt"
                onClick={() => setTeaser(false)}
                className="absolute right-1 top-1 rounded p-1 text-gray-500 hover:bg-gray-100"
              >
                ×
              </button>
            </div>
          )}
          <button
            type="button"
            onClick={openChat}
            aria-label="Open help chat"
            className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-7 w-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12z" />
            </svg>
          </button>
        </div>
      )}
      {loaded && open && <ChatShell mode={open} viewerEmail={viewer?.email ?? null} onClose={() => setOpen(null)} />}
    </>
  );
}
