import { itemQuerySchema } from "@/features/admin/operator-schemas";
import { searchObject } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { listItems } from "@/features/admin/server/items";
import { handle, json } from "@/lib/http";

/** Items several vendors sell, with their listings: `?q=` (item, listing name, SKU, GTIN or NDC), `page=`. */
export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  const { data, total } = await listItems(itemQuerySchema.parse(searchObject(req.url)));
  return json({ success: true, total, data });
});
