// Client-safe seam of vendor chat: the message rules both sides of the chat validate with.
export { sendMessageInput, type ChatMessage } from "./schemas";
