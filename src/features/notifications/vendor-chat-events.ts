/**
 * Owned here, below vendor-chat: a chat notification announces the chat, and vendor-chat (which
 * builds on notifications) listens. Links to /vendors/{slug}#chat fire this after navigating, so an
 * already open vendor page opens its chat.
 */
export const OPEN_VENDOR_CHAT_EVENT = "dvm:open-vendor-chat";

export function announceVendorChat(): void {
  setTimeout(() => window.dispatchEvent(new Event(OPEN_VENDOR_CHAT_EVENT)), 100);
}
