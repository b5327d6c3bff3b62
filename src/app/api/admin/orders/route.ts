import { orderQuerySchema, searchObject } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { listOrders } from "@/features/admin/server/orders";
import { handle, json } from "@/lib/http";

/** Every order across vendors; totals in dollars as the API speaks. */
export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  const { data, total } = await listOrders(orderQuerySchema.parse(searchObject(req.url)));
  return json({
    success: true,
    total,
    data: data.map(({ totalCents, ...o }) => ({ ...o, total: totalCents / 100 })),
  });
});
