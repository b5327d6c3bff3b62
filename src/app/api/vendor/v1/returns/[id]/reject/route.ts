import { requireVendor } from "@/features/vendor-portal/server";
import { rejectReturn } from "@/features/returns/server";
import { rejectReturnSchema } from "@/features/returns/schemas";
import { handle, json, readJson, routeRowId, type RouteContext } from "@/lib/http";

/** Rejects a return not yet received, with `{ reason }` the buyer reads. */
export const POST = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "fulfil");
  const id = await routeRowId(route, "id", "This return does not exist.");
  const { reason } = await readJson(req, rejectReturnSchema);
  return json({ success: true, ...(await rejectReturn(ctx, id, reason)) });
});
