/**
 * Tiny, dependency-free seam other features import: open the assistant as the floating chat or
 * as the side panel (one shared conversation), or reset it (sign-out). The chat itself loads lazily.
 */
export const ASSISTANT_OPEN_EVENT = "dvm:assistant-open";
export const ASSISTANT_RESET_EVENT = "dvm:assistant-reset";
export const CHAT_EMAIL_KEY = "dvm_chat_user_email";
export const CHAT_MESSAGES_KEY = "dvm_chat_messages";
export const CHAT_TOKENS_KEY = "dvm_chat_tokens";

export type AssistantMode = "modal" | "panel";

export function openAssistantPanel(): void {
  window.dispatchEvent(new CustomEvent(ASSISTANT_OPEN_EVENT, { detail: { mode: "panel" } }));
}

export function openHelpChat(): void {
  window.dispatchEvent(new CustomEvent(ASSISTANT_OPEN_EVENT, { detail: { mode: "modal" } }));
}

/**
 * Deletes the server history of the known chat email. keepalive lets the request outlive the page
 * on unload (sendBeacon cannot carry the bearer header).
 */
export function deleteServerHistory(): void {
  try {
    const email = localStorage.getItem(CHAT_EMAIL_KEY);
    const tokens = JSON.parse(localStorage.getItem(CHAT_TOKENS_KEY) ?? "null") as { access_token?: string } | null;
    if (!email || !tokens?.access_token) return;
    void fetch(`/api/chat/chatbot/delete_user_chat/${encodeURIComponent(email)}`, {
      method: "DELETE",
      keepalive: true,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    }).catch(() => undefined);
  } catch {
    // Storage unavailable or a damaged token entry: nothing to delete with.
  }
}

/** Deletes the server history, then forgets the chat locally and closes it (reset, sign-out). */
export function resetAssistantChat(): void {
  deleteServerHistory();
  try {
    for (const k of [CHAT_EMAIL_KEY, CHAT_MESSAGES_KEY, CHAT_TOKENS_KEY]) localStorage.removeItem(k);
  } catch {
    // Storage can be unavailable (private mode); the in-memory chat still resets below.
  }
  window.dispatchEvent(new CustomEvent(ASSISTANT_RESET_EVENT));
}
