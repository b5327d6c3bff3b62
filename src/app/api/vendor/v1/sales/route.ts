import { z } from "zod";
import { requireVendor, salesSeries } from "@/features/vendor-portal/server/routes";
import { handle, json } from "@/lib/http";

const query = z.object({
  days: z.enum(["30", "90"]).default("30"),
});

/** Orders and gross sales (dollars) per UTC day of the caller's shop. */
export const GET = handle(async (req: Request) => {
  const ctx = await requireVendor(req);
  const { days } = query.parse(Object.fromEntries(new URL(req.url).searchParams));
  return json({ success: true, data: await salesSeries(ctx, days === "90" ? 90 : 30) });
});
