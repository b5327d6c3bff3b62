import { requireOperator } from "@/features/admin/server";
import { overview } from "@/features/admin/server/overview";
import { handle, json } from "@/lib/http";

/** The dashboard's last 30 days: per-day orders, gross (dollars) and new buyers; no-result searches; search to cart. */
export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  return json({ success: true, data: await overview(30) });
});
