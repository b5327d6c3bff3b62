import { requireViewer } from "@/features/accounts/server/session";
import { setLocationBudget } from "@/features/clinic/server/locations";
import { budgetSchema, idParam } from "@/features/clinic/schemas";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

/** Sets the location's monthly budget (null removes it). */
export const PATCH = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const viewer = await requireViewer(req);
  const id = idParam.parse((await ctx.params).id);
  const body = await readBody(req, budgetSchema);
  return json({ success: true, data: await setLocationBudget(viewer, id, body.monthly_budget) });
});
