import { z } from "zod";
import { requireOperator } from "@/features/admin/server";
import { verifyCredential } from "@/features/compliance/server";
import { handle, json, type RouteContext } from "@/lib/http";

const paramsSchema = z.object({
  kind: z.enum(["dea", "licence"], { error: "Verify a dea registration or a licence." }),
  id: z.coerce.number().int().positive("The credential id must be a positive whole number."),
});

/** The console's credentials queue: the operator verifies a DEA registration or a state licence. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ kind: string; id: string }>) => {
  const actor = await requireOperator(req);
  const { kind, id } = paramsSchema.parse(await ctx.params);
  return json({ success: true, ...(await verifyCredential(kind, id, actor)) });
});
