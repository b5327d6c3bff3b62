import { inventorySchema } from "@/features/vendor-portal/listings/schema";
import { requireVendor, updateInventory } from "@/features/vendor-portal/server/routes";
import { handle, json, readJson } from "@/lib/http";

export const PUT = handle(async (req: Request) => {
  const ctx = await requireVendor(req, "edit_listings");
  const { updated } = await updateInventory(ctx, await readJson(req, inventorySchema));
  return json({ success: true, updated });
});
