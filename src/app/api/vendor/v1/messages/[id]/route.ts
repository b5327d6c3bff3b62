import { sendMessageInput } from "@/features/vendor-chat";
import {
  answerConversation,
  conversationIdParam,
  openConversation,
  requireVendor,
} from "@/features/vendor-portal/server/routes";
import { handle, json, readJson, type RouteContext } from "@/lib/http";

/** One conversation of this vendor (reading it clears the vendor's unread count); another vendor's is a 404. */
export const GET = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req);
  const id = await conversationIdParam(route);
  return json({ success: true, ...(await openConversation(ctx, id)) });
});

/** Answers the buyer; staff answer too, as chat is daily work. The buyer sees it live. */
export const POST = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "fulfil");
  const id = await conversationIdParam(route);
  const { message } = await readJson(req, sendMessageInput);
  return json({ success: true, ...(await answerConversation(ctx, id, message)) });
});
