import { z } from "zod";
import { requireOperator } from "@/features/admin/server";
import { recallDetail } from "@/features/compliance/server";
import { handle, json, type RouteContext } from "@/lib/http";

const idSchema = z.coerce.number().int().positive("The recall id must be a positive whole number.");

/** One recall: each affected location, acknowledged or not, and those still unacknowledged after 24 hours. */
export const GET = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  await requireOperator(req);
  return json({ success: true, data: await recallDetail(idSchema.parse((await ctx.params).id)) });
});
