import { requireViewer } from "@/features/accounts/server/session";
import { getRfq } from "@/features/requests/server/rfqs";
import { handle, json, routeRowId, type RouteContext } from "@/lib/http";

/** GET /api/rfqs/{id}: the lines and every vendor's quote side by side; only to the buyer (or clinic) that asked. */
export const GET = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const viewer = await requireViewer(req);
  const id = await routeRowId(route, "id", "This request for quote does not exist.");
  return json({ success: true, ...(await getRfq(viewer, id)) }, { headers: { "cache-control": "private, no-store" } });
});
