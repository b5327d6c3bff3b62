import "server-only";
import { and, eq, gte, inArray, isNull, ne, or, sql } from "drizzle-orm";
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
import {
  budgetImpact,
  evaluateOrder,
  LIMIT_WINDOW_MS,
  monthStart,
  type ApprovalRule,
  type BudgetImpact,
  type Verdict,
} from "../rules";
import type { ClinicContext } from "./context";

export type GateLine = {
  productId: number;
  variationId: number | null;
  vendorId: number;
  vendorName: string;
  quantity: number;
  /** the accepted RFQ quote line pricing it, kept with a held line so the release is priced (and checked) the same */
  quoteLineId?: number | null;
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

/** What this member placed without an approval in the last 24 hours, in this clinic (cancelled orders left out). */
export async function recentOwnCents(tx: Tx, organizationId: string, userId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${clinicOrders.totalCents}), 0)::int` })
    .from(clinicOrders)
    .innerJoin(orders, eq(orders.id, clinicOrders.orderId))
    .where(
      and(
        eq(clinicOrders.organizationId, organizationId),
        eq(orders.userId, userId),
        isNull(clinicOrders.approvalId),
        gte(clinicOrders.createdAt, new Date(now.getTime() - LIMIT_WINDOW_MS)),
        ne(orders.status, "cancelled"),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The orders of one member, and of one location, are decided one after another: the member's row and
 * the location's row are locked (in that order) until the deciding transaction ends, so two checkouts
 * split from one cart cannot both read the same limit or budget as unspent.
 */
async function serialise(tx: Tx, memberId: string, locationId: number): Promise<void> {
  await tx.select({ id: member.id }).from(member).where(eq(member.id, memberId)).for("update");
  await tx
    .select({ id: clinicLocations.id })
    .from(clinicLocations)
    .where(eq(clinicLocations.id, locationId))
    .for("update");
}

/**
 * The gate's judgement of one order for a member at a location, with the budget it read: the same
 * facts and rules whether the door decides (under its locks) or checkout previews the budget impact.
 */
async function judgeOrder(
  tx: Tx,
  viewer: Viewer,
  ctx: ClinicContext,
  order: Pick<GateOrder, "totalCents" | "lines">,
  now: Date,
): Promise<{ verdict: Verdict; budget: { limitCents: number | null; spentCents: number } }> {
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
  const budget = { limitCents: loc?.budget ?? null, spentCents: await monthSpentCents(tx, ctx.locationId, now) };
  const verdict = evaluateOrder({
    role: ctx.role,
    orderLimitCents: ctx.orderLimitCents,
    recentOwnCents: await recentOwnCents(tx, ctx.organizationId, viewer.id, now),
    locationId: ctx.locationId,
    totalCents: order.totalCents,
    lines: order.lines.map((l) => ({
      vendorId: l.vendorId,
      vendorName: l.vendorName,
      categoryId: byId.get(l.productId)?.categoryId ?? null,
      regulatoryClass: byId.get(l.productId)?.regulatoryClass ?? "none",
    })),
    rules: await rulesOf(tx, ctx.organizationId),
    budget,
    selfApproval: ctx.selfApproval,
  });
  return { verdict, budget };
}

/** What checkout shows before the order is placed: the location's budget around it and the gate's decision. */
export type BudgetPreview = BudgetImpact & {
  location: string;
  decision: Verdict["decision"];
  reasons: string[];
  warning: string | null;
};

/**
 * The gate's decision on an order as it stands, without writing or locking anything: the door
 * decides again when the order is placed (stock, prices and spending may move in between).
 */
export async function previewGate(
  tx: Tx,
  viewer: Viewer,
  ctx: ClinicContext,
  order: Pick<GateOrder, "totalCents" | "lines">,
  now: Date,
): Promise<BudgetPreview> {
  const { verdict, budget } = await judgeOrder(tx, viewer, ctx, order, now);
  return {
    location: ctx.locationName,
    ...budgetImpact(budget.limitCents, budget.spentCents, order.totalCents),
    decision: verdict.decision,
    reasons: verdict.reasons,
    warning: verdict.decision === "forbidden" ? null : verdict.warning,
  };
}

/**
 * Joins the deciding transaction before any vendor order exists: places the order, holds it as an
 * approval request (writing the request and its lines), or refuses a role that cannot order.
 * `released` is an approver's decision on a held order: it is not held again, but a requester who
 * may no longer order, or a location that is gone, still refuses it.
 */
export async function gateCheckout(
  tx: Tx,
  viewer: Viewer,
  ctx: ClinicContext | null,
  order: GateOrder,
  now: Date,
  opts: { released?: boolean } = {},
): Promise<GateResult> {
  if (!ctx) return { kind: "place", ctx: null, warning: null };
  await serialise(tx, ctx.memberId, ctx.locationId);
  const { verdict } = await judgeOrder(tx, viewer, ctx, order, now);
  if (verdict.decision === "forbidden") throw forbidden(verdict.reasons[0]);
  if (verdict.decision === "place" || opts.released) return { kind: "place", ctx, warning: verdict.warning };

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
      quoteLineId: l.quoteLineId ?? null,
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
