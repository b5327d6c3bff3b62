import { deleteHistory, requireChatSession } from "@/features/assistant/server/sessions";
import { handle, json, type RouteContext } from "@/lib/http";

/** Clears the server history of the caller's own chat session (page unload and reset). */
export const DELETE = handle(async (req: Request, ctx: RouteContext<{ email: string }>) => {
  const session = await requireChatSession(req);
  const { email } = await ctx.params;
  const deleted = await deleteHistory(session, decodeURIComponent(email));
  return json({ success: true, message: "Chat history deleted.", deleted });
});
