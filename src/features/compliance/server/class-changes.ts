import "server-only";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/db/client";
import { classChangeRequests, products, user, vendors } from "@/db/schema";
import { recordAudit, type AuditActor as Actor } from "@/features/audit/server";
import { announceChange } from "@/lib/change-bus";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { classChangeKind, parseRegulatoryClass, regulatoryLabel, type RegulatoryClass } from "../rules";

const label = (c: string) => regulatoryLabel(parseRegulatoryClass(c) ?? "none") ?? "None";

/** The audit log names a person by e-mail; an API key by its id. */
async function actorFor(tx: Tx, by: string): Promise<Actor> {
  const [u] = await tx.select({ email: user.email }).from(user).where(eq(user.id, by));
  return { id: by, email: u?.email ?? by };
}

/** A newer change replaces a request still waiting: the listing's class moved on from it. */
async function withdrawPending(tx: Tx, productId: number) {
  await tx
    .update(classChangeRequests)
    .set({ status: "withdrawn", decidedAt: new Date() })
    .where(and(eq(classChangeRequests.productId, productId), eq(classChangeRequests.status, "pending")));
}

export type ClassChangeOutcome =
  { kind: "same" } | { kind: "raise"; to: RegulatoryClass } | { kind: "lower"; to: RegulatoryClass; requestId: number };

/**
 * A vendor's change of a listing's class, inside the caller's transaction with the product locked
 * and the caller's right to change it checked. A raise applies now; a lower only files a request
 * the operator decides, the class staying as it is. Either is in the audit log.
 */
export async function changeListingClass(
  tx: Tx,
  input: { productId: number; vendorId: number; from: string; to: RegulatoryClass; by: string },
): Promise<ClassChangeOutcome> {
  const from = parseRegulatoryClass(input.from) ?? "none";
  const kind = classChangeKind(from, input.to);
  if (kind === "same") return { kind };
  const actor = await actorFor(tx, input.by);
  await withdrawPending(tx, input.productId);
  if (kind === "raise") {
    await tx.update(products).set({ regulatoryClass: input.to }).where(eq(products.id, input.productId));
    await recordAudit(tx, actor, {
      action: "listing.class_raised",
      targetType: "product",
      targetId: input.productId,
      before: { regulatory_class: from },
      after: { regulatory_class: input.to },
    });
    return { kind, to: input.to };
  }
  const [request] = await tx
    .insert(classChangeRequests)
    .values({
      productId: input.productId,
      vendorId: input.vendorId,
      fromClass: from,
      toClass: input.to,
      requestedBy: input.by,
    })
    .returning({ id: classChangeRequests.id });
  await recordAudit(tx, actor, {
    action: "listing.class_change_requested",
    targetType: "product",
    targetId: input.productId,
    before: { regulatory_class: from },
    after: { regulatory_class: input.to, request: request!.id },
  });
  return { kind, to: input.to, requestId: request!.id };
}

/** The lower still waiting for the operator on this listing, for the vendor's form and API. */
export async function pendingClassChange(db: Db, productId: number) {
  const [r] = await db
    .select({ id: classChangeRequests.id, to: classChangeRequests.toClass, at: classChangeRequests.createdAt })
    .from(classChangeRequests)
    .where(and(eq(classChangeRequests.productId, productId), eq(classChangeRequests.status, "pending")));
  return r ? { id: r.id, to: parseRegulatoryClass(r.to) ?? "none", requestedAt: r.at.toISOString() } : null;
}

/** Requests waiting for the operator, oldest first, with the listing and its vendor. */
export async function classChangeQueue() {
  const db = await getDb();
  const rows = await db
    .select({
      id: classChangeRequests.id,
      productId: products.id,
      product: products.name,
      sku: products.sku,
      vendor: vendors.name,
      from: classChangeRequests.fromClass,
      to: classChangeRequests.toClass,
      requestedBy: user.email,
      createdAt: classChangeRequests.createdAt,
    })
    .from(classChangeRequests)
    .innerJoin(products, eq(products.id, classChangeRequests.productId))
    .innerJoin(vendors, eq(vendors.id, classChangeRequests.vendorId))
    .leftJoin(user, eq(user.id, classChangeRequests.requestedBy))
    .where(eq(classChangeRequests.status, "pending"))
    .orderBy(asc(classChangeRequests.createdAt), asc(classChangeRequests.id))
    .limit(200);
  return rows.map((r) => ({
    ...r,
    fromLabel: label(r.from),
    toLabel: label(r.to),
    createdAt: r.createdAt.toISOString().slice(0, 16).replace("T", " "),
  }));
}

/** How many wait, for the console's menu. */
export async function classChangeCount(): Promise<number> {
  const db = await getDb();
  const [r] = await db
    .select({ n: count() })
    .from(classChangeRequests)
    .where(eq(classChangeRequests.status, "pending"));
  return r?.n ?? 0;
}

/**
 * The operator's decision. Approving applies the lower class to the listing (still the class the
 * request started from, since any newer change withdraws it); rejecting keeps the class, with the
 * reason for the vendor. Both are audited; catalog copies hear of an applied change after commit.
 */
export async function decideClassChange(
  actor: Actor,
  id: number,
  input: { decision: "approve" } | { decision: "reject"; reason: string },
) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [r] = await tx.select().from(classChangeRequests).where(eq(classChangeRequests.id, id)).for("update");
    if (!r) throw notFound(`No class change request ${id}.`);
    if (r.status !== "pending") throw new AppError("CONFLICT", `Class change request ${id} is already ${r.status}.`);
    const [p] = await tx
      .select({ cls: products.regulatoryClass })
      .from(products)
      .where(eq(products.id, r.productId))
      .for("update");
    if (!p) throw notFound(`No product ${r.productId}.`);
    if (input.decision === "reject" && input.reason.trim().length < 3)
      throw badRequest("Give the vendor a reason (at least 3 characters).");
    const approve = input.decision === "approve";
    await tx
      .update(classChangeRequests)
      .set({
        status: approve ? "approved" : "rejected",
        reason: approve ? null : input.reason.trim(),
        decidedBy: actor.email,
        decidedAt: new Date(),
      })
      .where(eq(classChangeRequests.id, id));
    if (approve) await tx.update(products).set({ regulatoryClass: r.toClass }).where(eq(products.id, r.productId));
    await recordAudit(tx, actor, {
      action: approve ? "listing.class_change_approved" : "listing.class_change_rejected",
      targetType: "product",
      targetId: r.productId,
      before: { regulatory_class: p.cls },
      after: approve
        ? { regulatory_class: r.toClass, request: id }
        : { regulatory_class: p.cls, request: id, reason: input.reason.trim() },
    });
    return { id, productId: r.productId, status: approve ? "approved" : "rejected", to: r.toClass };
  });
  if (result.status === "approved") await announceChange({ kind: "product", ids: [result.productId] });
  const message =
    result.status === "approved"
      ? `The listing's class is now ${label(result.to)}.`
      : "The class change was rejected; the listing keeps its class.";
  return { ...result, message };
}

/** The vendor's latest decided request on a listing, so the form can say what became of it. */
export async function lastClassDecision(db: Db, productId: number) {
  const [r] = await db
    .select({ status: classChangeRequests.status, to: classChangeRequests.toClass, reason: classChangeRequests.reason })
    .from(classChangeRequests)
    .where(eq(classChangeRequests.productId, productId))
    .orderBy(desc(classChangeRequests.id))
    .limit(1);
  return r && r.status === "rejected" ? { to: parseRegulatoryClass(r.to) ?? "none", reason: r.reason } : null;
}
