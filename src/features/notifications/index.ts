// Public seam of notifications, safe on the client: the live stream and the vendor chat announcement.
export { subscribeLive } from "./client/live";
export { announceVendorChat, OPEN_VENDOR_CHAT_EVENT } from "./vendor-chat-events";
