import { requireViewer } from "@/features/accounts/server/session";
import { listStock } from "@/features/inventory/server/stock";
import { handle, json } from "@/lib/http";
import { stockQuery } from "./query";

/** A location's lots on hand (the active location unless `location_id` names another the member works at). */
export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  return json({ success: true, ...(await listStock(viewer, stockQuery(req))) });
});
