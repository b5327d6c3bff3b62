import "server-only";
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { vendorApplications } from "@/db/schema";
import { sendMail } from "@/features/mail/server";
import { createVendorWithOwner } from "@/features/vendor-portal/server";
import { announceChange } from "@/lib/change-bus";
import { baseUrl } from "@/lib/config";
import { AppError, notFound } from "@/lib/errors";
import { LIST_PAGE_SIZE, pageOffset } from "@/lib/paging";
import type { ApplicationStatus } from "../schemas";
import { recordAudit } from "./audit";
import type { Actor } from "./guard";

export type ApplicationFilters = { status?: ApplicationStatus; q?: string; page?: number };
type Application = typeof vendorApplications.$inferSelect;

/** The queue, newest first: by status and by company, contact or e-mail. */
export async function listApplications(f: ApplicationFilters): Promise<{ data: Application[]; total: number }> {
  const db = await getDb();
  const where: SQL[] = [];
  if (f.status) where.push(eq(vendorApplications.status, f.status));
  if (f.q) {
    const like = `%${f.q}%`;
    where.push(
      or(
        ilike(vendorApplications.company, like),
        ilike(vendorApplications.contactName, like),
        ilike(vendorApplications.email, like),
      )!,
    );
  }
  const cond = where.length ? and(...where) : undefined;
  const [data, [tot]] = await Promise.all([
    db
      .select()
      .from(vendorApplications)
      .where(cond)
      .orderBy(desc(vendorApplications.createdAt), desc(vendorApplications.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(f.page)),
    db.select({ n: count() }).from(vendorApplications).where(cond),
  ]);
  return { data, total: tot?.n ?? 0 };
}

export async function getApplication(id: number): Promise<Application> {
  const db = await getDb();
  const [row] = await db.select().from(vendorApplications).where(eq(vendorApplications.id, id)).limit(1);
  if (!row) throw notFound(`No seller application ${id}.`);
  return row;
}

const alreadyDecided = (a: Application) =>
  new AppError("CONFLICT", `This application was already ${a.status}${a.decidedBy ? ` by ${a.decidedBy}` : ""}.`);

/**
 * Claims a pending application for a decision: the row is locked, so of two operators (or two clicks)
 * deciding at once the second waits, then finds it decided and changes nothing.
 */
async function claimPending(tx: Tx, id: number) {
  const [row] = await tx.select().from(vendorApplications).where(eq(vendorApplications.id, id)).for("update");
  if (!row) throw notFound(`No seller application ${id}.`);
  if (row.status !== "pending") throw alreadyDecided(row);
  return row;
}

/** Approves: the vendor and its owner are created (the owner is invited by mail), in one transaction with the audit. */
export async function approveApplication(actor: Actor, id: number, now = new Date()) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const app = await claimPending(tx, id);
    const vendor = await createVendorWithOwner(
      tx,
      { company: app.company, contactName: app.contactName, email: app.email },
      now,
    );
    const [after] = await tx
      .update(vendorApplications)
      .set({ status: "approved", decidedAt: now, decidedBy: actor.email, vendorId: vendor.vendorId })
      .where(eq(vendorApplications.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: "application.approve",
      targetType: "seller-application",
      targetId: id,
      before: { status: app.status },
      after: { status: "approved", vendorId: vendor.vendorId, vendorSlug: vendor.vendorSlug, owner: app.email },
    });
    return { application: after!, vendor };
  });
  // after commit: the new vendor shows in vendor lists and search facets
  await announceChange({ kind: "vendor", ids: [result.vendor.vendorId] });
  return result;
}

/** Rejects with a reason the applicant reads in the mail. */
export async function rejectApplication(actor: Actor, id: number, reason: string, now = new Date()) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const app = await claimPending(tx, id);
    const [after] = await tx
      .update(vendorApplications)
      .set({ status: "rejected", decidedAt: now, decidedBy: actor.email, reason })
      .where(eq(vendorApplications.id, id))
      .returning();
    await sendMail(tx, {
      to: app.email,
      subject: "Your application to sell on DVM Market",
      body: [
        `Hello ${app.contactName},`,
        "",
        `Thank you for applying to sell on DVM Market with ${app.company}. We cannot approve the application at this time:`,
        "",
        reason,
        "",
        `You are welcome to apply again at ${baseUrl()}/sell-on-dvm once this is resolved.`,
      ].join("\n"),
    });
    await recordAudit(tx, actor, {
      action: "application.reject",
      targetType: "seller-application",
      targetId: id,
      before: { status: app.status },
      after: { status: "rejected", reason },
    });
    return { application: after! };
  });
}
