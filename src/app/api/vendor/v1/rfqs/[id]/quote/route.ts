import { can } from "@/features/vendor-portal";
import { rfqQuoteSchema } from "@/features/vendor-portal/rfqs/schema";
import { quoteRfq, requireVendor, rfqIdParam } from "@/features/vendor-portal/server/routes";
import { forbidden } from "@/lib/errors";
import { handle, json, readJson, type RouteContext } from "@/lib/http";

/** POST /api/vendor/v1/rfqs/{id}/quote `{ lines: [{ line_id, price, quantity, lead_days }], valid_until, note }`. */
export const POST = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "fulfil");
  // a quote sets a price, which staff may not
  if (!can(ctx.role, "change_prices"))
    throw forbidden("Your role (staff) cannot quote prices; ask your shop's owner or a manager.");
  const id = await rfqIdParam(route);
  const input = await readJson(req, rfqQuoteSchema);
  return json({ success: true, ...(await quoteRfq(ctx, id, input)) });
});
