import { idSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { taxExemptionDecisionSchema } from "@/features/compliance/schemas";
import { decideTaxExemption } from "@/features/compliance/server";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

/** { decision: "verify" | "reject", reason }: the certificate counts for orders from now on, or the clinic reads why not. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const actor = await requireOperator(req);
  const id = idSchema.parse((await ctx.params).id);
  const { decision, reason } = await readBody(req, taxExemptionDecisionSchema);
  return json({ success: true, ...(await decideTaxExemption(id, decision, reason, actor)) });
});
