import { serviceSchema } from "@/features/vendor-portal/shop/schema";
import {
  createProviderService,
  listProviderServices,
  requireVendor,
} from "@/features/vendor-portal/server/shop-routes";
import { handle, json, readJson } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const ctx = await requireVendor(req);
  return json({ success: true, data: await listProviderServices(ctx) });
});

/** A new service with its plans; amounts in dollars. Staff cannot set fees (403). */
export const POST = handle(async (req: Request) => {
  const ctx = await requireVendor(req, "edit_listings");
  const data = await createProviderService(ctx, await readJson(req, serviceSchema));
  return json({ success: true, data }, { status: 201 });
});
