import { requireViewer } from "@/features/accounts/server/session";
import { stockHistory } from "@/features/inventory/server/stock";
import { handle, json, routeRowId, type RouteContext } from "@/lib/http";

/** One lot's ledger: every change with who, when and why. */
export const GET = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const viewer = await requireViewer(req);
  return json({
    success: true,
    data: await stockHistory(viewer, await routeRowId(ctx, "id", "That lot does not exist.")),
  });
});
