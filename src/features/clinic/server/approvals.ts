import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type Tx } from "@/db/client";
import {
  clinicApprovalItems,
  clinicApprovals,
  clinicLocations,
  member,
  products,
  productVariations,
  user,
  vendors,
} from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { notify } from "@/features/notifications/server";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { fromCents } from "@/lib/money";
import { can, canDecide, resubmitProblem } from "../rules";
import { clinicContext, locationsFor } from "./context";

export type ApprovalLine = {
  product_id: number;
  name: string;
  sku: string;
  vendor_id: number;
  vendor: string;
  quantity: number;
};
/** Where the order ships, as the member chose it at checkout (the approval ships there again). */
export type ApprovalShipTo = {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
};

export type ApprovalView = {
  id: number;
  status: string;
  total: number;
  requested_by: string;
  requested_by_email: string;
  requested_by_id: string;
  location: string;
  location_id: number;
  reasons: string[];
  /** the approver's comment; for a rejection, the reason */
  comment: string | null;
  decided_by: string | null;
  created_at: string;
  items: number;
  lines: ApprovalLine[];
  vendors: string[];
  ship_to: ApprovalShipTo | null;
  can_decide: boolean;
  can_resubmit: boolean;
};

const personName = (p: { firstName: string | null; lastName: string | null; email: string }) =>
  `${p.firstName ?? ""} ${p.lastName ?? ""}`.trim() || p.email;

function shipToOf(shipping: Record<string, unknown> | undefined): ApprovalShipTo | null {
  if (!shipping || typeof shipping.line1 !== "string") return null;
  const text = (k: string) => (typeof shipping[k] === "string" ? (shipping[k] as string) : "");
  return {
    name: text("full_name") || text("label"),
    line1: text("line1"),
    line2: text("line2") || null,
    city: text("city"),
    state: text("state"),
    zip: text("zip"),
  };
}

/** The lines of these requests with each product's name and SKU (a variation's own) and its vendor. */
async function linesOf(ids: number[]): Promise<Map<number, ApprovalLine[]>> {
  const out = new Map<number, ApprovalLine[]>();
  if (!ids.length) return out;
  const db = await getDb();
  const rows = await db
    .select({
      approvalId: clinicApprovalItems.approvalId,
      productId: clinicApprovalItems.productId,
      name: products.name,
      sku: products.sku,
      caption: productVariations.caption,
      variationSku: productVariations.sku,
      vendorId: clinicApprovalItems.vendorId,
      vendor: vendors.name,
      quantity: clinicApprovalItems.quantity,
    })
    .from(clinicApprovalItems)
    .innerJoin(products, eq(products.id, clinicApprovalItems.productId))
    .leftJoin(productVariations, eq(productVariations.id, clinicApprovalItems.variationId))
    .leftJoin(vendors, eq(vendors.id, clinicApprovalItems.vendorId))
    .where(inArray(clinicApprovalItems.approvalId, ids))
    .orderBy(asc(clinicApprovalItems.id));
  for (const r of rows)
    out.set(r.approvalId, [
      ...(out.get(r.approvalId) ?? []),
      {
        product_id: r.productId,
        name: r.caption ? `${r.name} — ${r.caption}` : r.name,
        sku: r.variationSku ?? r.sku,
        vendor_id: r.vendorId,
        vendor: r.vendor ?? `Vendor ${r.vendorId}`,
        quantity: r.quantity,
      },
    ]);
  return out;
}

const decider = alias(user, "decider");

/**
 * The approvals of the viewer's active clinic with their lines, vendors and ship-to: approvers see
 * the requests of the locations they act for, others only their own.
 */
export async function listApprovals(viewer: Viewer, status?: string): Promise<ApprovalView[]> {
  const ctx = await clinicContext(viewer);
  if (!ctx) throw forbidden("You are not a member of a clinic.");
  if (!can(ctx.role, "view_orders")) throw forbidden("Your clinic role does not allow this.");
  const approver = can(ctx.role, "approve");
  const db = await getDb();
  const where = [eq(clinicApprovals.organizationId, ctx.organizationId)];
  if (!approver) where.push(eq(clinicApprovals.requestedBy, viewer.id));
  else
    where.push(
      inArray(
        clinicApprovals.locationId,
        (await locationsFor(db, ctx)).map((l) => l.id),
      ),
    );
  if (status) where.push(eq(clinicApprovals.status, status));
  const rows = await db
    .select({
      id: clinicApprovals.id,
      status: clinicApprovals.status,
      totalCents: clinicApprovals.totalCents,
      requesterId: clinicApprovals.requestedBy,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      deciderFirst: decider.firstName,
      deciderLast: decider.lastName,
      deciderEmail: decider.email,
      location: clinicLocations.name,
      locationId: clinicLocations.id,
      reasons: clinicApprovals.reasons,
      comment: clinicApprovals.comment,
      input: clinicApprovals.input,
      createdAt: clinicApprovals.createdAt,
    })
    .from(clinicApprovals)
    .innerJoin(user, eq(user.id, clinicApprovals.requestedBy))
    .leftJoin(decider, eq(decider.id, clinicApprovals.decidedBy))
    .innerJoin(clinicLocations, eq(clinicLocations.id, clinicApprovals.locationId))
    .where(and(...where))
    .orderBy(desc(clinicApprovals.id))
    .limit(200);
  const lines = await linesOf(rows.map((r) => r.id));
  return rows.map((r) => {
    const mine = lines.get(r.id) ?? [];
    return {
      id: r.id,
      status: r.status,
      total: fromCents(r.totalCents),
      requested_by: personName(r),
      requested_by_email: r.email,
      requested_by_id: r.requesterId,
      location: r.location,
      location_id: r.locationId,
      reasons: r.reasons,
      comment: r.comment,
      decided_by: r.deciderEmail
        ? personName({ firstName: r.deciderFirst, lastName: r.deciderLast, email: r.deciderEmail })
        : null,
      created_at: r.createdAt.toISOString(),
      items: mine.length,
      lines: mine,
      vendors: [...new Set(mine.map((l) => l.vendor))],
      ship_to: shipToOf(r.input?.shipping),
      can_decide:
        r.status === "pending" && canDecide({ role: ctx.role, approverId: viewer.id, requesterId: r.requesterId }).ok,
      can_resubmit: resubmitProblem({ status: r.status, requesterId: r.requesterId, viewerId: viewer.id }) === null,
    };
  });
}

/** Who asked for a held order (null when there is no such request); no access check, the claim does it. */
export async function approvalRequester(id: number): Promise<string | null> {
  const db = await getDb();
  const [a] = await db
    .select({ by: clinicApprovals.requestedBy })
    .from(clinicApprovals)
    .where(eq(clinicApprovals.id, id));
  return a?.by ?? null;
}

export type ClaimedApproval = {
  id: number;
  organizationId: string;
  locationId: number;
  requestedBy: string;
  input: (typeof clinicApprovals.$inferSelect)["input"];
  items: {
    productId: number;
    variationId: number | null;
    vendorId: number;
    quantity: number;
    quoteLineId: number | null;
  }[];
};

/**
 * Joins the deciding transaction: locks the request, checks the decider is an approver of ITS clinic
 * (not just of their active one) and not its requester, and marks it decided. A second decision
 * waits on the lock, then finds it decided: approving twice places once.
 */
export async function claimApproval(
  tx: Tx,
  decider: Viewer,
  id: number,
  decision: "approved" | "rejected",
  comment: string,
): Promise<ClaimedApproval> {
  const [a] = await tx.select().from(clinicApprovals).where(eq(clinicApprovals.id, id)).for("update");
  if (!a) throw notFound("That approval request does not exist.");
  const [m] = await tx
    .select({ memberId: member.id, role: member.role, organizationId: member.organizationId })
    .from(member)
    .where(and(eq(member.organizationId, a.organizationId), eq(member.userId, decider.id)));
  if (!m) throw forbidden("That approval request belongs to another clinic.");
  const ok = canDecide({
    role: m.role,
    approverId: decider.id,
    requesterId: a.requestedBy,
  });
  if (!ok.ok) throw forbidden(ok.message);
  if (!(await locationsFor(tx, m)).some((l) => l.id === a.locationId))
    throw forbidden("That request is for a location you are not assigned to.");
  if (a.status !== "pending") throw new AppError("CONFLICT", `This request was already ${a.status}.`);
  await tx
    .update(clinicApprovals)
    .set({ status: decision, decidedBy: decider.id, decidedAt: new Date(), comment: comment || null })
    .where(eq(clinicApprovals.id, id));
  return { ...a, items: await requestItems(tx, id) };
}

/** A claimed request's lines, in the order they were asked, as the door takes them again. */
function requestItems(tx: Tx, approvalId: number): Promise<ClaimedApproval["items"]> {
  return tx
    .select({
      productId: clinicApprovalItems.productId,
      variationId: clinicApprovalItems.variationId,
      vendorId: clinicApprovalItems.vendorId,
      quantity: clinicApprovalItems.quantity,
      quoteLineId: clinicApprovalItems.quoteLineId,
    })
    .from(clinicApprovalItems)
    .where(eq(clinicApprovalItems.approvalId, approvalId))
    .orderBy(clinicApprovalItems.id);
}

/**
 * Joins the transaction that sends a rejected request again: locks it, checks it is the viewer's own
 * and rejected, and marks it resubmitted (so it is sent once). The door then judges it as new.
 */
export async function claimResubmission(tx: Tx, viewer: Viewer, id: number): Promise<ClaimedApproval> {
  const [a] = await tx.select().from(clinicApprovals).where(eq(clinicApprovals.id, id)).for("update");
  if (!a) throw notFound("That approval request does not exist.");
  const problem = resubmitProblem({ status: a.status, requesterId: a.requestedBy, viewerId: viewer.id });
  if (problem) throw a.requestedBy !== viewer.id ? forbidden(problem) : new AppError("CONFLICT", problem);
  await tx.update(clinicApprovals).set({ status: "resubmitted" }).where(eq(clinicApprovals.id, id));
  return { ...a, items: await requestItems(tx, id) };
}

/** Tells the requester what became of their request. */
export async function notifyRequester(
  tx: Tx,
  a: { id: number; requestedBy: string },
  decider: Viewer,
  decision: "approved" | "rejected",
  comment: string,
): Promise<void> {
  const who = `${decider.firstName} ${decider.lastName}`.trim() || decider.email;
  await notify(tx, {
    userId: a.requestedBy,
    type: "order",
    body:
      decision === "approved"
        ? `${who} approved your order request #${a.id}; the order has been placed.${comment ? ` “${comment}”` : ""}`
        : `${who} rejected your order request #${a.id}: “${comment}”`,
    message: decision,
    alertType: decision === "approved" ? "success" : "error",
    clickableLink: "/clinic/approvals",
  });
}

/** Rejects a pending request with a comment; nothing is ordered. */
export async function rejectApproval(decider: Viewer, id: number, comment: string): Promise<{ id: number }> {
  const db = await getDb();
  const a = await db.transaction(async (tx) => claimApproval(tx as unknown as Tx, decider, id, "rejected", comment));
  await notifyRequester(db, a, decider, "rejected", comment);
  return { id };
}
