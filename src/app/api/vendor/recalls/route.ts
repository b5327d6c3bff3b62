import { vendorRecalls } from "@/features/compliance/server";
import { requireVendor, vendorIdOf } from "@/features/vendor-portal/server/routes";
import { handle, json } from "@/lib/http";

/** Recalls of the vendor's own products that reached clinics through lots it shipped. */
export const GET = handle(async (req: Request) => {
  const ctx = await requireVendor(req);
  return json({ success: true, data: await vendorRecalls(vendorIdOf(ctx)) });
});
