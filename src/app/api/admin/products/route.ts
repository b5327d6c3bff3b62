import { productQuerySchema } from "@/features/admin/operator-schemas";
import { searchObject } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { listProducts } from "@/features/admin/server/listings";
import { handle, json } from "@/lib/http";

/** Every vendor's listings: `?q=` (name, SKU or vendor), `vendor=`, `status=`, `class=`, `page=`. */
export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  const { data, total } = await listProducts(productQuerySchema.parse(searchObject(req.url)));
  return json({ success: true, total, data });
});
