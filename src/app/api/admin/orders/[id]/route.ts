import { idSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { getOrder } from "@/features/admin/server/orders";
import { handle, json, type RouteContext } from "@/lib/http";

export const GET = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  await requireOperator(req);
  const o = await getOrder(idSchema.parse((await ctx.params).id));
  return json({
    success: true,
    data: {
      id: o.id,
      orderNumber: o.orderNumber,
      status: o.status,
      email: o.email,
      vendor: o.vendor,
      total: o.totalCents / 100,
      createdAt: o.createdAt,
      items: o.items.map((i) => ({
        name: i.name,
        sku: i.sku,
        quantity: i.quantity,
        lineTotal: i.lineTotalCents / 100,
      })),
      timeline: o.timeline.map((t) => ({ status: t.status, note: t.note, at: t.createdAt })),
    },
  });
});
