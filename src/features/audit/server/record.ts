import "server-only";
import type { Tx } from "@/db/client";
import { auditLog } from "@/db/schema";

/** Who did it: an operator, a clinic member, a vendor user, or the command line. */
export type AuditActor = { id: string; email: string };

/** The operator's command line (`npm run admin`), which has no account. */
export const CLI_ACTOR: AuditActor = { id: "cli", email: "npm run admin" };

export type AuditInput = {
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
};

/** Records one action; call it inside the transaction that makes the change, so both commit or neither. */
export async function recordAudit(tx: Tx, actor: AuditActor, input: AuditInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: input.action,
    targetType: input.targetType,
    targetId: String(input.targetId),
    before: input.before ?? null,
    after: input.after ?? null,
  });
}
