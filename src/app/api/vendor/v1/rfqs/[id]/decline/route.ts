import { rfqDeclineSchema } from "@/features/vendor-portal/rfqs/schema";
import { declineRfq, requireVendor, rfqIdParam } from "@/features/vendor-portal/server/routes";
import { handle, json, readOptionalJson, type RouteContext } from "@/lib/http";

/** POST /api/vendor/v1/rfqs/{id}/decline `{ reason? }`: this vendor will not quote. */
export const POST = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "fulfil");
  const id = await rfqIdParam(route);
  const input = rfqDeclineSchema.parse(await readOptionalJson(req));
  return json({ success: true, ...(await declineRfq(ctx, id, input.reason)) });
});
