import { z } from "zod";
import { requireViewer } from "@/features/accounts/server/session";
import { acceptInvitation } from "@/features/clinic/server/members";
import { acceptInvitationSchema } from "@/features/clinic/schemas";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const viewer = await requireViewer(req);
  const id = z
    .string()
    .trim()
    .min(1)
    .max(100)
    .parse((await ctx.params).id);
  const body = await readBody(req, acceptInvitationSchema);
  return json({ success: true, data: await acceptInvitation(viewer, id, body.token) });
});
