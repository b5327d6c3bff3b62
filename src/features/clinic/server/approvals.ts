import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { clinicApprovalItems, clinicApprovals, clinicLocations, member, user } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { notify } from "@/features/notifications/server";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { fromCents } from "@/lib/money";
import { can, canDecide } from "../rules";
import { clinicContext } from "./context";

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
  comment: string | null;
  created_at: string;
  items: number;
  can_decide: boolean;
};

/** The approvals of the viewer's active clinic: approvers see every request, others only their own. */
export async function listApprovals(viewer: Viewer, status?: string): Promise<ApprovalView[]> {
  const ctx = await clinicContext(viewer);
  if (!ctx) throw forbidden("You are not a member of a clinic.");
  if (!can(ctx.role, "view_orders")) throw forbidden("Your clinic role does not allow this.");
  const approver = can(ctx.role, "approve");
  const db = await getDb();
  const where = [eq(clinicApprovals.organizationId, ctx.organizationId)];
  if (!approver) where.push(eq(clinicApprovals.requestedBy, viewer.id));
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
      location: clinicLocations.name,
      locationId: clinicLocations.id,
      reasons: clinicApprovals.reasons,
      comment: clinicApprovals.comment,
      createdAt: clinicApprovals.createdAt,
    })
    .from(clinicApprovals)
    .innerJoin(user, eq(user.id, clinicApprovals.requestedBy))
    .innerJoin(clinicLocations, eq(clinicLocations.id, clinicApprovals.locationId))
    .where(and(...where))
    .orderBy(desc(clinicApprovals.id))
    .limit(200);
  const counts = rows.length
    ? await db
        .select({ approvalId: clinicApprovalItems.approvalId })
        .from(clinicApprovalItems)
        .where(
          inArray(
            clinicApprovalItems.approvalId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    total: fromCents(r.totalCents),
    requested_by: `${r.firstName} ${r.lastName}`.trim() || r.email,
    requested_by_email: r.email,
    requested_by_id: r.requesterId,
    location: r.location,
    location_id: r.locationId,
    reasons: r.reasons,
    comment: r.comment,
    created_at: r.createdAt.toISOString(),
    items: counts.filter((c) => c.approvalId === r.id).length,
    can_decide:
      r.status === "pending" && canDecide({ role: ctx.role, approverId: viewer.id, requesterId: r.requesterId }).ok,
  }));
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
  items: { productId: number; variationId: number | null; vendorId: number; quantity: number }[];
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
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, a.organizationId), eq(member.userId, decider.id)));
  if (!m) throw forbidden("That approval request belongs to another clinic.");
  const ok = canDecide({
    role: m.role,
    approverId: decider.id,
    requesterId: a.requestedBy,
  });
  if (!ok.ok) throw forbidden(ok.message);
  if (a.status !== "pending") throw new AppError("CONFLICT", `This request was already ${a.status}.`);
  await tx
    .update(clinicApprovals)
    .set({ status: decision, decidedBy: decider.id, decidedAt: new Date(), comment: comment || null })
    .where(eq(clinicApprovals.id, id));
  const items = await tx
    .select({
      productId: clinicApprovalItems.productId,
      variationId: clinicApprovalItems.variationId,
      vendorId: clinicApprovalItems.vendorId,
      quantity: clinicApprovalItems.quantity,
    })
    .from(clinicApprovalItems)
    .where(eq(clinicApprovalItems.approvalId, id))
    .orderBy(clinicApprovalItems.id);
  return { ...a, items };
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
        : `${who} rejected your order request #${a.id}.${comment ? ` “${comment}”` : ""}`,
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
