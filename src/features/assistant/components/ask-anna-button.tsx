"use client";

import { openAssistantPanel } from "../assistant-events";

/** "Ask Anna" trigger for the search bar and product pages: opens the assistant as a side panel. */
export function AskAnnaButton({ className = "btn-outline text-sm" }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={openAssistantPanel}>
      Ask Anna
    </button>
  );
}
