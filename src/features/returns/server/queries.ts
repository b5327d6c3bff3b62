import "server-only";
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orderItems, orderRefunds, orderReturnLines, orderReturns, orders, user } from "@/db/schema";
import type { VendorContext } from "@/features/vendor-portal/server";
import { fromCents } from "@/lib/money";
import { LIST_PAGE_SIZE, pageOffset } from "@/lib/paging";
import { RETURN_REASONS, type ReturnReason } from "../rules";
import type { ReturnListQuery } from "../schemas";

export const RETURNS_PAGE_SIZE = LIST_PAGE_SIZE;

/** The returns' lines and refunds, keyed by return id: one query each, whatever the page's size. */
async function detailsOf(ids: number[]) {
  const db = await getDb();
  if (!ids.length) return { lines: new Map(), refunds: new Map() } as const;
  const lines = await db
    .select({
      returnId: orderReturnLines.returnId,
      line_id: orderReturnLines.orderItemId,
      name: orderItems.name,
      sku: orderItems.sku,
      quantity: orderReturnLines.quantity,
      reason: orderReturnLines.reason,
    })
    .from(orderReturnLines)
    .innerJoin(orderItems, eq(orderItems.id, orderReturnLines.orderItemId))
    .where(inArray(orderReturnLines.returnId, ids))
    .orderBy(orderReturnLines.id);
  const refunds = await db.select().from(orderRefunds).where(inArray(orderRefunds.returnId, ids));
  const byReturn = new Map<number, ReturnLine[]>();
  for (const { returnId, ...l } of lines)
    byReturn.set(returnId, [
      ...(byReturn.get(returnId) ?? []),
      { ...l, reason_label: RETURN_REASONS[l.reason as ReturnReason] ?? l.reason },
    ]);
  return {
    lines: byReturn,
    refunds: new Map(
      refunds.map((f) => [
        f.returnId!,
        {
          id: f.id,
          amount: fromCents(f.amountCents),
          tax: fromCents(f.taxCents),
          commission_reversed: fromCents(f.commissionReversedCents),
          credit_note_number: f.creditNoteNumber,
          status: f.status,
          created_at: f.createdAt.toISOString(),
        },
      ]),
    ),
  };
}
type ReturnLine = {
  line_id: number;
  name: string;
  sku: string | null;
  quantity: number;
  reason: string;
  reason_label: string;
};

function shape(r: typeof orderReturns.$inferSelect, orderNumber: string, d: Awaited<ReturnType<typeof detailsOf>>) {
  return {
    id: r.id,
    order_id: r.orderId,
    order_number: orderNumber,
    rma_number: r.rmaNumber,
    status: r.status,
    lines: (d.lines.get(r.id) ?? []) as ReturnLine[],
    dea_form: r.deaForm,
    label_note: r.labelNote,
    reject_reason: r.rejectReason,
    created_at: r.createdAt.toISOString(),
    approved_at: r.approvedAt?.toISOString() ?? null,
    rejected_at: r.rejectedAt?.toISOString() ?? null,
    received_at: r.receivedAt?.toISOString() ?? null,
    refund: d.refunds.get(r.id) ?? null,
  };
}
export type ReturnView = ReturnType<typeof shape>;

/** The vendor's returns, newest first: filtered by status, searched by RMA, order number, clinic or product. */
export async function listVendorReturns(ctx: VendorContext, query: ReturnListQuery) {
  const db = await getDb();
  const where: SQL[] = [eq(orderReturns.vendorId, ctx.vendorId ?? -1)];
  if (query.status) where.push(eq(orderReturns.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(orderReturns.rmaNumber, like),
        ilike(orders.orderNumber, like),
        ilike(user.clinicName, like),
        sql`exists (select 1 from ${orderReturnLines} join ${orderItems} on ${orderItems.id} = ${orderReturnLines.orderItemId}
          where ${orderReturnLines.returnId} = ${orderReturns.id} and (${orderItems.name} ilike ${like} or ${orderItems.sku} ilike ${like}))`,
      )!,
    );
  }
  const cond = and(...where);
  const base = () =>
    db
      .select({ r: orderReturns, orderNumber: orders.orderNumber, clinic: user.clinicName, buyer: user.name })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .innerJoin(user, eq(user.id, orderReturns.userId));
  const [{ total }] = await db
    .select({ total: count() })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .innerJoin(user, eq(user.id, orderReturns.userId))
    .where(cond);
  const rows = await base()
    .where(cond)
    .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
    .limit(RETURNS_PAGE_SIZE)
    .offset(pageOffset(query.page, RETURNS_PAGE_SIZE));
  const d = await detailsOf(rows.map((x) => x.r.id));
  return {
    data: rows.map((x) => ({ ...shape(x.r, x.orderNumber, d), clinic: x.clinic ?? x.buyer })),
    total: Number(total),
    page: query.page,
  };
}

/** The returns of one order, oldest first, for its page; the caller has already checked whose order it is. */
export async function orderReturnsOf(orderId: number) {
  const db = await getDb();
  const rows = await db
    .select({ r: orderReturns, orderNumber: orders.orderNumber })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(orderReturns.id);
  const d = await detailsOf(rows.map((x) => x.r.id));
  return rows.map((x) => shape(x.r, x.orderNumber, d));
}
