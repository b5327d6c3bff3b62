import { requestListQuery } from "@/features/vendor-portal/requests/schema";
import { listVendorRequests, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle, json } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const ctx = await requireVendor(req);
  const query = requestListQuery.parse(Object.fromEntries(new URL(req.url).searchParams));
  return json({ success: true, ...(await listVendorRequests(ctx, query)) });
});
