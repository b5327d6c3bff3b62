import "server-only";
// Server seam of vendor chat: the operator's publish command (notices and chat replies) and the seller's inbox.
export { publish } from "./publish";
export { replyInConversation, vendorConversation, vendorConversations } from "./vendor-inbox";
export type { VendorConversationSummary } from "./vendor-inbox";
