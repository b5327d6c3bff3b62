import "server-only";
import { replyInConversation, vendorConversation, vendorConversations } from "@/features/vendor-chat/server";
import { vendorIdOf, type VendorContext } from "../../server/access";

// The portal's view of the buyer chat: every call is scoped to the caller's own vendor, so another
// vendor's conversation id is simply not found. Service providers have no product chat.

export const listConversations = (ctx: VendorContext) => vendorConversations(vendorIdOf(ctx));

export const openConversation = (ctx: VendorContext, threadId: number) => vendorConversation(vendorIdOf(ctx), threadId);

export const answerConversation = (ctx: VendorContext, threadId: number, message: string) =>
  replyInConversation(vendorIdOf(ctx), threadId, message);
