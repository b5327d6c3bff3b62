import { productListQuery } from "@/features/vendor-portal/schemas";
import { listVendorProducts, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle, json } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const ctx = await requireVendor(req);
  const query = productListQuery.parse(Object.fromEntries(new URL(req.url).searchParams));
  return json({ success: true, ...(await listVendorProducts(ctx, query)) });
});
