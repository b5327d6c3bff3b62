import { z } from "zod";
import { cancelWholeOrder, orderIdParam, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle, json, readJson, type RouteContext } from "@/lib/http";

const body = z.object({
  reason: z
    .string()
    .trim()
    .min(1, "Please say why the order is cancelled.")
    .max(500, "Keep the reason under 500 characters."),
});

/** The seller cancels a whole order before it ships (the buyer is told why; the card is voided or refunded). */
export const POST = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "fulfil");
  const id = await orderIdParam(route);
  const { reason } = await readJson(req, body);
  return json(await cancelWholeOrder(ctx, id, reason));
});
