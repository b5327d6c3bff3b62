import "server-only";
import { and, asc, desc, eq, gte, lte } from "drizzle-orm";
import { getDb } from "@/db/client";
import { documents, user } from "@/db/schema";
import {
  DOCUMENT_KINDS,
  forgetSessions,
  levelAfterApproval,
  readUpload,
  type DocumentKind,
} from "@/features/accounts/server";
import { notify } from "@/features/notifications/server";
import { badRequest, notFound } from "@/lib/errors";
import { dayAfter, expiryProblem } from "../rules";
import { recordAudit } from "./audit";
import type { Actor } from "./guard";

export type ReviewDocumentRow = {
  id: number;
  userId: string;
  email: string;
  kind: string;
  kindLabel: string;
  name: string;
  mime: string;
  status: string;
  levelGranted: number | null;
  expiresOn: string | null;
  rejectReason: string | null;
  createdAt: string;
};

const kindLabel = (k: string) => DOCUMENT_KINDS[k as DocumentKind]?.label ?? k;

async function selectDocs(where: ReturnType<typeof and>, order: "queue" | "expiry", limit = 200) {
  const db = await getDb();
  const rows = await db
    .select({ d: documents, email: user.email })
    .from(documents)
    .innerJoin(user, eq(user.id, documents.userId))
    .where(where)
    .orderBy(order === "queue" ? asc(documents.createdAt) : asc(documents.expiresOn), desc(documents.id))
    .limit(limit);
  return rows.map(({ d, email }): ReviewDocumentRow => ({
    id: d.id,
    userId: d.userId,
    email,
    kind: d.kind,
    kindLabel: kindLabel(d.kind),
    name: d.originalName,
    mime: d.mime,
    status: d.status,
    levelGranted: d.levelGranted,
    expiresOn: d.expiresOn,
    rejectReason: d.rejectReason,
    createdAt: d.createdAt.toISOString(),
  }));
}

/** The review queue (oldest first, so nobody waits longest) or every document of one status. */
export async function listReviewDocuments(status?: "pending" | "approved" | "rejected") {
  return selectDocs(status ? eq(documents.status, status) : undefined, "queue");
}

/** Approved credentials whose expiry date falls within the next `days` days. */
export async function expiringDocuments(days = 30, today = new Date()) {
  const from = today.toISOString().slice(0, 10);
  return selectDocs(
    and(
      eq(documents.status, "approved"),
      gte(documents.expiresOn, from),
      lte(documents.expiresOn, dayAfter(today, days)),
    ),
    "expiry",
  );
}

/** The stored file for inline viewing; the type was sniffed from the bytes at upload. */
export async function documentFile(id: number): Promise<{ bytes: Buffer; mime: string; name: string }> {
  const db = await getDb();
  const [d] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  if (!d) throw notFound(`No document ${id}.`);
  const bytes = await readUpload("documents", d.fileName);
  if (!bytes) throw notFound("The document's file is missing.");
  return { bytes, mime: d.mime, name: d.originalName };
}

export type ReviewInput =
  { decision: "approve"; level?: number; expiresOn?: string } | { decision: "reject"; reason: string };

/**
 * Approve (raises the buyer's level, never lowers it; optional expiry) or reject with a reason the
 * buyer reads. The document, the level and the audit entry commit together; the buyer's notification
 * goes out after the commit so nobody is told about a change that rolled back.
 */
export async function reviewDocument(actor: Actor, id: number, input: ReviewInput): Promise<{ message: string }> {
  const db = await getDb();
  if (input.decision === "approve") {
    const problem = expiryProblem(input.expiresOn, new Date());
    if (problem) throw badRequest(problem);
  } else if (input.reason.trim().length < 3) throw badRequest("Give the buyer a reason (at least 3 characters).");

  const outcome = await db.transaction(async (tx) => {
    const [doc] = await tx.select().from(documents).where(eq(documents.id, id)).for("update");
    if (!doc) throw notFound(`No document ${id}.`);
    if (doc.status !== "pending") throw badRequest(`Document ${id} is already ${doc.status}.`);
    const label = kindLabel(doc.kind);
    if (input.decision === "reject") {
      const reason = input.reason.trim();
      await tx
        .update(documents)
        .set({ status: "rejected", rejectReason: reason, reviewedAt: new Date() })
        .where(eq(documents.id, id));
      await recordAudit(tx, actor, {
        action: "document.reject",
        targetType: "document",
        targetId: id,
        before: { status: doc.status },
        after: { status: "rejected", reason },
      });
      return {
        userId: doc.userId,
        message: `rejected document ${id}`,
        body: `Your ${label} was not approved: ${reason}`,
        alert: "error" as const,
      };
    }
    const granted = input.level ?? DOCUMENT_KINDS[doc.kind as DocumentKind]?.level ?? 2;
    const [u] = await tx.select({ level: user.level }).from(user).where(eq(user.id, doc.userId)).for("update");
    const level = levelAfterApproval(u!.level, granted);
    await tx.update(user).set({ level, updatedAt: new Date() }).where(eq(user.id, doc.userId));
    await tx
      .update(documents)
      .set({ status: "approved", levelGranted: granted, expiresOn: input.expiresOn ?? null, reviewedAt: new Date() })
      .where(eq(documents.id, id));
    await recordAudit(tx, actor, {
      action: "document.approve",
      targetType: "document",
      targetId: id,
      before: { status: doc.status, userLevel: u!.level },
      after: { status: "approved", levelGranted: granted, userLevel: level, expiresOn: input.expiresOn ?? null },
    });
    return {
      userId: doc.userId,
      message: `approved document ${id}: level ${u!.level} -> ${level}`,
      body: `Your ${label} was approved: your account is now level ${level}.`,
      alert: "success" as const,
    };
  });
  forgetSessions({ users: [outcome.userId] }); // the level decides what the buyer's next page shows
  await notify(db, { userId: outcome.userId, type: "account", body: outcome.body, alertType: outcome.alert });
  return { message: outcome.message };
}
