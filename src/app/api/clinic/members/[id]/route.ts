import { z } from "zod";
import { requireViewer } from "@/features/accounts/server/session";
import { removeMember, updateMember } from "@/features/clinic/server/members";
import { memberUpdateSchema } from "@/features/clinic/schemas";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

const memberId = z.string().trim().min(1).max(100);

export const PATCH = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const viewer = await requireViewer(req);
  const id = memberId.parse((await ctx.params).id);
  const body = await readBody(req, memberUpdateSchema);
  return json({ success: true, data: await updateMember(viewer, id, body) });
});

export const DELETE = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const viewer = await requireViewer(req);
  const id = memberId.parse((await ctx.params).id);
  return json({ success: true, data: await removeMember(viewer, id) });
});
