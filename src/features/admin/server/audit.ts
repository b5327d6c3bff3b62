import "server-only";
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditLog } from "@/db/schema";
import { targetLabel } from "../rules";
import { LIST_PAGE_SIZE, pageOffset } from "@/lib/paging";

export { recordAudit, type AuditInput } from "@/features/audit/server";

export type AuditFilters = {
  page?: number;
  action?: string;
  actor?: string;
  target?: string;
  /** with `target`: only entries about this kind of target ("order" 12, not "vendor" 12) */
  targetType?: string;
  from?: string;
  to?: string;
};

export type AuditRow = {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
};

export async function listAudit(f: AuditFilters): Promise<{ data: AuditRow[]; total: number }> {
  const db = await getDb();
  const where: SQL[] = [];
  if (f.action) where.push(eq(auditLog.action, f.action));
  if (f.actor) where.push(ilike(auditLog.actorEmail, `%${f.actor}%`));
  if (f.target && f.targetType)
    where.push(and(eq(auditLog.targetType, f.targetType), eq(auditLog.targetId, f.target))!);
  else if (f.target) where.push(or(eq(auditLog.targetId, f.target), ilike(auditLog.targetType, f.target))!);
  if (f.from) where.push(gte(auditLog.at, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) where.push(lt(auditLog.at, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000)));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [tot]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(cond)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(f.page)),
    db.select({ n: count() }).from(auditLog).where(cond),
  ]);
  return {
    total: tot?.n ?? 0,
    data: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actorEmail,
      action: r.action,
      target: targetLabel(r.targetType, r.targetId),
      before: r.before,
      after: r.after,
    })),
  };
}

/** The distinct actions, for the filter's choices. */
export async function auditActions(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((r) => r.action);
}
