import { rfqListQuery } from "@/features/vendor-portal/rfqs/schema";
import { listVendorRfqs, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle, json } from "@/lib/http";

/** GET /api/vendor/v1/rfqs?status=&page=: this vendor's copy of each RFQ it was asked. */
export const GET = handle(async (req: Request) => {
  const ctx = await requireVendor(req);
  const query = rfqListQuery.parse(Object.fromEntries(new URL(req.url).searchParams));
  return json({ success: true, ...(await listVendorRfqs(ctx, query)) });
});
