import { shopSettingsSchema } from "@/features/vendor-portal/shop/schema";
import { getShopSettings, requireVendor, updateShopSettings } from "@/features/vendor-portal/server/shop-routes";
import { handle, json, readJson } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const ctx = await requireVendor(req);
  return json({ success: true, data: await getShopSettings(ctx) });
});

/** Changes only the settings sent; staff may edit the description, not shipping amounts or payment terms. */
export const PATCH = handle(async (req: Request) => {
  const ctx = await requireVendor(req, "edit_listings");
  const data = await updateShopSettings(ctx, await readJson(req, shopSettingsSchema));
  return json({ success: true, data });
});
