import { requireViewer } from "@/features/accounts/server/session";
import { receiveSchema } from "@/features/inventory/schemas";
import { receiveShipment } from "@/features/inventory/server/receive";
import { handle, json, readJson, routeRowId, type RouteContext } from "@/lib/http";

/** Marks a shipment received at the location its order was bought for: all lines, or each with what arrived. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const viewer = await requireViewer(req);
  const id = await routeRowId(ctx, "id", "That shipment does not exist.");
  // no body at all receives every line as shipped
  const empty = !req.headers.get("content-type") && !Number(req.headers.get("content-length") ?? 0);
  const body = empty ? {} : await readJson(req, receiveSchema);
  const data = await receiveShipment(viewer, id, body.lines);
  return json({ success: true, message: "Received: the shipment is on hand.", data });
});
