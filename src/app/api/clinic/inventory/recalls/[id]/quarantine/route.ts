import { requireViewer } from "@/features/accounts/server/session";
import { quarantineRecall } from "@/features/inventory/server/recall";
import { handle, json, routeRowId, type RouteContext } from "@/lib/http";

/** Quarantines what is on hand of a recalled lot (reason "recall") and acknowledges the notice. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const viewer = await requireViewer(req);
  const data = await quarantineRecall(viewer, await routeRowId(ctx, "id", "This recall notice does not exist."));
  const n = data.quarantined;
  return json({
    success: true,
    message: `${n} unit${n === 1 ? "" : "s"} quarantined; the recall is acknowledged.`,
    data,
  });
});
