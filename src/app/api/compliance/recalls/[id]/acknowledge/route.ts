import { z } from "zod";
import { viewerFromRequest } from "@/features/accounts/server";
import { acknowledgeRecall } from "@/features/compliance/server";
import { notFound, unauthorized } from "@/lib/errors";
import { handle, json, type RouteContext } from "@/lib/http";

/** "I have checked my stock": a member of the location's clinic acknowledges a recall notice, once. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const viewer = await viewerFromRequest(req);
  if (!viewer) throw unauthorized();
  const id = z.coerce
    .number()
    .int()
    .positive()
    .safeParse((await ctx.params).id);
  if (!id.success) throw notFound("This recall notice does not exist.");
  const r = await acknowledgeRecall(viewer, id.data);
  return json({
    success: true,
    message: r.already ? `Already acknowledged by ${r.by}.` : "Thank you: the recall is acknowledged.",
    ...r,
  });
});
