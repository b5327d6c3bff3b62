import "server-only";
import { and, eq, gte, inArray, ne, or, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import {
  clinicApprovalItems,
  clinicApprovalRules,
  clinicApprovals,
  clinicLocations,
  clinicOrders,
  member,
  orders,
  products,
  type HeldOrderInput,
} from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { notify } from "@/features/notifications/server";
import { forbidden } from "@/lib/errors";
import { evaluateOrder, monthStart, type ApprovalRule } from "../rules";
import { clinicContextIn, type ClinicContext } from "./context";

export type GateLine = {
  productId: number;
  variationId: number | null;
  vendorId: number;
  vendorName: string;
  quantity: number;
};
export type GateOrder = { totalCents: number; lines: GateLine[]; input: HeldOrderInput };
export type GateResult =
  | { kind: "place"; ctx: ClinicContext | null; warning: string | null }
  | { kind: "hold"; approvalId: number; reasons: string[]; notifyApprovers: (tx: Tx) => Promise<void> };

export async function rulesOf(tx: Tx, organizationId: string): Promise<ApprovalRule[]> {
  const rows = await tx
    .select()
    .from(clinicApprovalRules)
    .where(eq(clinicApprovalRules.organizationId, organizationId));
  return rows.flatMap((r): ApprovalRule[] => {
    const base = { locationId: r.locationId };
    if (r.kind === "total_over" && r.amountCents !== null)
      return [{ ...base, kind: r.kind, amountCents: r.amountCents }];
    if (r.kind === "vendor" && r.vendorId !== null) return [{ ...base, kind: r.kind, vendorId: r.vendorId }];
    if (r.kind === "category" && r.categoryId !== null) return [{ ...base, kind: r.kind, categoryId: r.categoryId }];
    if (r.kind === "regulatory") return [{ ...base, kind: r.kind, classes: r.regulatoryClasses ?? [] }];
    return [];
  });
}

/** What a location has spent this calendar month on orders that were not cancelled. */
export async function monthSpentCents(tx: Tx, locationId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${clinicOrders.totalCents}), 0)::int` })
    .from(clinicOrders)
    .innerJoin(orders, eq(orders.id, clinicOrders.orderId))
    .where(
      and(
        eq(clinicOrders.locationId, locationId),
        gte(clinicOrders.createdAt, monthStart(now)),
        ne(orders.status, "cancelled"),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Joins the checkout's transaction before any vendor order exists: places the order, holds it
 * as an approval request (writing the request and its lines), or refuses a role that cannot order.
 */
export async function gateCheckout(
  tx: Tx,
  viewer: Viewer,
  order: GateOrder,
  now: Date,
  at?: { organizationId: string; locationId: number },
): Promise<GateResult> {
  const ctx = await clinicContextIn(tx, viewer, at);
  if (!ctx) {
    if (at) throw forbidden("The reorder's member no longer belongs to its clinic or location.");
    return { kind: "place", ctx: null, warning: null };
  }
  const productIds = [...new Set(order.lines.map((l) => l.productId))];
  const facts = productIds.length
    ? await tx
        .select({ id: products.id, categoryId: products.categoryId, regulatoryClass: products.regulatoryClass })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const byId = new Map(facts.map((f) => [f.id, f]));
  const [loc] = await tx
    .select({ budget: clinicLocations.monthlyBudgetCents })
    .from(clinicLocations)
    .where(eq(clinicLocations.id, ctx.locationId));
  const verdict = evaluateOrder({
    role: ctx.role,
    orderLimitCents: ctx.orderLimitCents,
    locationId: ctx.locationId,
    totalCents: order.totalCents,
    lines: order.lines.map((l) => ({
      vendorId: l.vendorId,
      vendorName: l.vendorName,
      categoryId: byId.get(l.productId)?.categoryId ?? null,
      regulatoryClass: byId.get(l.productId)?.regulatoryClass ?? "none",
    })),
    rules: await rulesOf(tx, ctx.organizationId),
    budget: { limitCents: loc?.budget ?? null, spentCents: await monthSpentCents(tx, ctx.locationId, now) },
    selfApproval: ctx.selfApproval,
  });
  if (verdict.decision === "forbidden") throw forbidden(verdict.reasons[0]);
  if (verdict.decision === "place") return { kind: "place", ctx, warning: verdict.warning };

  const [approval] = await tx
    .insert(clinicApprovals)
    .values({
      organizationId: ctx.organizationId,
      locationId: ctx.locationId,
      requestedBy: viewer.id,
      totalCents: order.totalCents,
      reasons: verdict.reasons,
      input: order.input,
    })
    .returning({ id: clinicApprovals.id });
  const approvalId = approval!.id;
  await tx.insert(clinicApprovalItems).values(
    order.lines.map((l) => ({
      approvalId,
      productId: l.productId,
      variationId: l.variationId,
      vendorId: l.vendorId,
      quantity: l.quantity,
    })),
  );
  const notifyApprovers = async (db: Tx) => {
    const approvers = await db
      .select({ userId: member.userId })
      .from(member)
      .where(
        and(
          eq(member.organizationId, ctx.organizationId),
          or(eq(member.role, "owner"), eq(member.role, "manager")),
          ne(member.userId, viewer.id),
        ),
      );
    const who = `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email;
    for (const a of approvers)
      await notify(db, {
        userId: a.userId,
        type: "order",
        body: `${who} asks for approval of an order for ${ctx.locationName}: ${verdict.reasons.join(" ")}`,
        message: "approval requested",
        clickableLink: "/clinic/approvals",
      });
  };
  return { kind: "hold", approvalId, reasons: verdict.reasons, notifyApprovers };
}

/** Records which location the placed orders were bought for (budgets and spending read it). */
export async function recordClinicOrders(
  tx: Tx,
  ctx: { organizationId: string; locationId: number },
  placed: { id: number; totalCents: number }[],
  approvalId: number | null = null,
): Promise<void> {
  if (!placed.length) return;
  await tx.insert(clinicOrders).values(
    placed.map((o) => ({
      orderId: o.id,
      organizationId: ctx.organizationId,
      locationId: ctx.locationId,
      approvalId,
      totalCents: o.totalCents,
    })),
  );
}
