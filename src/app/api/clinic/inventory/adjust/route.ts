import { requireViewer } from "@/features/accounts/server/session";
import { adjustSchema } from "@/features/inventory/schemas";
import { adjustStock } from "@/features/inventory/server/adjust";
import { handle, json, readJson } from "@/lib/http";

/** Records usage, waste, a transfer, a count or a recall quarantine of one lot (a signed quantity). */
export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const data = await adjustStock(viewer, await readJson(req, adjustSchema));
  return json({ success: true, message: "Recorded.", data });
});
