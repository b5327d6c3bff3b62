import { requireViewer } from "@/features/accounts/server/session";
import { parSchema } from "@/features/inventory/schemas";
import { setPar } from "@/features/inventory/server/par";
import { handle, json, readJson } from "@/lib/http";

/** A manager or the owner sets a product's par level and reorder quantity at a location (0 removes it). */
export const PUT = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const data = await setPar(viewer, await readJson(req, parSchema));
  return json({ success: true, message: "Par level saved.", data });
});
