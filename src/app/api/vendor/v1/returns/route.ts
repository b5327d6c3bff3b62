import { requireVendor } from "@/features/vendor-portal/server";
import { listVendorReturns } from "@/features/returns/server";
import { returnListQuery } from "@/features/returns/schemas";
import { handle, json } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const ctx = await requireVendor(req);
  const query = returnListQuery.parse(Object.fromEntries(new URL(req.url).searchParams));
  return json({ success: true, ...(await listVendorReturns(ctx, query)) });
});
