import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import type { AdminCommand } from "../schemas";
import { badRequest } from "@/lib/errors";
import { setBuyerStatus } from "./buyers";
import { listReviewDocuments, reviewDocument } from "./documents";
import { CLI_ACTOR } from "./guard";

/**
 * `npm run admin` (directly or through /api/accounts/admin-command) on the same services as the
 * console, recorded in the audit log as the "cli" actor.
 */
export async function runAdminCommand(cmd: AdminCommand): Promise<{ message: string; data?: unknown }> {
  switch (cmd.command) {
    case "confirm":
    case "unconfirm":
    case "deactivate":
    case "activate":
    case "soft-delete":
    case "restore": {
      const u = await setBuyerStatus(CLI_ACTOR, { email: cmd.email }, cmd.command);
      return { message: `${cmd.command}: ${cmd.email} (${u.id})` };
    }
    case "list-documents": {
      const rows = await listReviewDocuments(cmd.status);
      const data = rows.map((r) => ({
        id: r.id,
        email: r.email,
        kind: r.kind,
        status: r.status,
        name: r.name,
        createdAt: r.createdAt,
      }));
      return { message: `${rows.length} document(s)`, data };
    }
    case "approve-document":
      return reviewDocument(CLI_ACTOR, cmd.id, { decision: "approve", level: cmd.level });
    case "reject-document":
      return reviewDocument(CLI_ACTOR, cmd.id, {
        decision: "reject",
        reason: cmd.reason ?? "The document could not be verified.",
      });
    case "mail-to": {
      const db = await getDb();
      const rows = await db
        .select({ id: mailOutbox.id, subject: mailOutbox.subject, body: mailOutbox.body })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, cmd.email))
        .orderBy(desc(mailOutbox.id))
        .limit(5);
      return { message: `${rows.length} mail(s) to ${cmd.email}, newest first`, data: rows };
    }
  }
  throw badRequest("Unknown command.");
}
