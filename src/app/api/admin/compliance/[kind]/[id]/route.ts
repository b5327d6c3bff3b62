import { z } from "zod";
import { credentialDecisionSchema } from "@/features/admin/operator-schemas";
import { requireOperator } from "@/features/admin/server";
import { decideCredential } from "@/features/compliance/server";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

const paramsSchema = z.object({
  kind: z.enum(["dea", "licence"], { error: "Decide on a dea registration or a licence." }),
  id: z.coerce.number().int().positive("The credential id must be a positive whole number."),
});

/** { decision: "reject" | "revoke", reason }: turns a DEA registration or state licence down; the clinic reads why. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ kind: string; id: string }>) => {
  const actor = await requireOperator(req);
  const { kind, id } = paramsSchema.parse(await ctx.params);
  const { decision, reason } = await readBody(req, credentialDecisionSchema);
  return json({ success: true, ...(await decideCredential(kind, id, decision, reason, actor)) });
});
