import { requireOperator } from "@/features/admin/server";
import { getBuyer } from "@/features/admin/server/buyers";
import { handle, json, type RouteContext } from "@/lib/http";

export const GET = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  await requireOperator(req);
  return json({ success: true, data: await getBuyer((await ctx.params).id) });
});
