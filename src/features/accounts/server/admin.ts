import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { documents, user } from "@/db/schema";
import { badRequest, notFound } from "@/lib/errors";
import { DOCUMENT_KINDS, levelAfterApproval, type DocumentKind } from "../rules";
import type { AdminCommand } from "../schemas";

type Patch = Partial<Pick<typeof user.$inferInsert, "confirmed" | "active" | "softDelete">>;

const USER_PATCH: Record<string, Patch> = {
  confirm: { confirmed: 1 },
  unconfirm: { confirmed: 0 },
  deactivate: { active: false },
  activate: { active: true },
  "soft-delete": { softDelete: true },
  restore: { softDelete: false },
};

/**
 * The admin actions until an admin area exists; used by `npm run admin` directly or through the
 * running server. Status changes take effect on the user's next request or status check.
 */
export async function runAdminCommand(cmd: AdminCommand): Promise<{ message: string; data?: unknown }> {
  const db = await getDb();
  if (cmd.command in USER_PATCH && "email" in cmd) {
    const rows = await db
      .update(user)
      .set({ ...USER_PATCH[cmd.command], updatedAt: new Date() })
      .where(eq(sql`lower(${user.email})`, cmd.email))
      .returning({ id: user.id });
    if (rows.length === 0) throw notFound(`No user with email ${cmd.email}.`);
    return { message: `${cmd.command}: ${cmd.email} (${rows[0]!.id})` };
  }
  if (cmd.command === "list-documents") {
    const q = db
      .select({
        id: documents.id,
        email: user.email,
        kind: documents.kind,
        status: documents.status,
        name: documents.originalName,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .innerJoin(user, eq(user.id, documents.userId));
    const rows = await (cmd.status ? q.where(eq(documents.status, cmd.status)) : q)
      .orderBy(desc(documents.id))
      .limit(200);
    return { message: `${rows.length} document(s)`, data: rows };
  }
  if (cmd.command === "approve-document" || cmd.command === "reject-document") return reviewDocument(db, cmd);
  throw badRequest("Unknown command.");
}

async function reviewDocument(db: Db, cmd: Extract<AdminCommand, { command: "approve-document" | "reject-document" }>) {
  return db.transaction(async (tx) => {
    const [doc] = await tx.select().from(documents).where(eq(documents.id, cmd.id)).for("update");
    if (!doc) throw notFound(`No document ${cmd.id}.`);
    if (doc.status !== "pending") throw badRequest(`Document ${cmd.id} is already ${doc.status}.`);
    if (cmd.command === "reject-document") {
      await tx.update(documents).set({ status: "rejected", reviewedAt: new Date() }).where(eq(documents.id, doc.id));
      return { message: `rejected document ${doc.id}` };
    }
    const granted = cmd.level ?? DOCUMENT_KINDS[doc.kind as DocumentKind]?.level ?? 2;
    const [u] = await tx.select({ level: user.level }).from(user).where(eq(user.id, doc.userId)).for("update");
    const level = levelAfterApproval(u!.level, granted);
    await tx.update(user).set({ level, updatedAt: new Date() }).where(eq(user.id, doc.userId));
    await tx
      .update(documents)
      .set({ status: "approved", levelGranted: granted, reviewedAt: new Date() })
      .where(eq(documents.id, doc.id));
    return { message: `approved document ${doc.id}: level ${u!.level} -> ${level}` };
  });
}
