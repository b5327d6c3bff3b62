import { orderActionSchema } from "@/features/admin/operator-schemas";
import { idSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { addOrderNote, cancelOrder, refundOrder } from "@/features/admin/server/order-actions";
import { getOrder } from "@/features/admin/server/orders";
import { handle, json, readBody, type RouteContext } from "@/lib/http";
import { dollarsToCents, formatUsd } from "@/lib/money";

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
      refunded: o.refundedCents / 100,
      createdAt: o.createdAt,
      shippingAddress: o.shippingAddress,
      billingAddress: o.billingAddress,
      poNumber: o.poNumber,
      items: o.items.map((i) => ({
        id: i.id,
        name: i.name,
        sku: i.sku,
        quantity: i.quantity,
        cancelled: i.cancelled,
        lineTotal: i.lineTotalCents / 100,
      })),
      shipments: o.shipments,
      timeline: o.timeline.map((t) => ({ status: t.status, note: t.note, at: t.createdAt })),
      refunds: o.refunds.map((r) => ({
        amount: r.amountCents / 100,
        reason: r.reason,
        by: r.actorEmail,
        at: r.createdAt,
      })),
      notes: o.notes.map((n) => ({ note: n.body, by: n.actorEmail, at: n.createdAt })),
    },
  });
});

/**
 * { action: "cancel", reason } cancels an order nothing of which has shipped; { action: "refund", amount, reason }
 * records a refund in dollars up to what is left of the total; { action: "note", note } adds an internal note.
 */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const actor = await requireOperator(req);
  const id = idSchema.parse((await ctx.params).id);
  const input = await readBody(req, orderActionSchema);
  if (input.action === "cancel") {
    const r = await cancelOrder(actor, id, input.reason);
    return json({ success: true, message: `Order ${r.orderNumber} is cancelled; the buyer is told why.`, data: r });
  }
  if (input.action === "refund") {
    const r = await refundOrder(actor, id, dollarsToCents(input.amount), input.reason);
    return json({
      success: true,
      message: `Refund of ${formatUsd(r.amountCents)} recorded on ${r.orderNumber} (${formatUsd(r.refundedCents)} of ${formatUsd(r.totalCents)} refunded).`,
      data: { ...r, amount: r.amountCents / 100 },
    });
  }
  const r = await addOrderNote(actor, id, input.note);
  return json({ success: true, message: "Note added. Only the marketplace's people see it.", data: r });
});
