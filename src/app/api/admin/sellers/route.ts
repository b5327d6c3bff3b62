import { sellerQuerySchema } from "@/features/admin/operator-schemas";
import { searchObject } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { listSellers } from "@/features/admin/server/sellers";
import { handle, json } from "@/lib/http";

/** Vendors by name: `?q=` (name or slug), `status=active|suspended`, `review=first|direct`, `page=`. */
export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  const { data, total } = await listSellers(sellerQuerySchema.parse(searchObject(req.url)));
  return json({ success: true, total, data });
});
