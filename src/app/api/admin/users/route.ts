import { buyerQuerySchema, searchObject } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { listBuyers } from "@/features/admin/server/buyers";
import { handle, json } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  const { data, total } = await listBuyers(buyerQuerySchema.parse(searchObject(req.url)));
  return json({ success: true, data, total });
});
