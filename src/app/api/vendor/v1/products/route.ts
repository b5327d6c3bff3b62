import { listingCreateSchema } from "@/features/vendor-portal/listings/schema";
import { productListQuery } from "@/features/vendor-portal/listings/schema";
import { createListing, listVendorProducts, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle, json, readJson } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const ctx = await requireVendor(req);
  const query = productListQuery.parse(Object.fromEntries(new URL(req.url).searchParams));
  return json({ success: true, ...(await listVendorProducts(ctx, query)) });
});

/** A new listing; setting its price needs a role that may change prices (staff: 403). */
export const POST = handle(async (req: Request) => {
  const ctx = await requireVendor(req, "change_prices");
  const created = await createListing(ctx, await readJson(req, listingCreateSchema));
  return json({ success: true, ...created }, { status: 201 });
});
