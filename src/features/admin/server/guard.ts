import "server-only";
import { redirect } from "next/navigation";
import { getViewer, viewerFromRequest, type Viewer } from "@/features/accounts/server";
import { forbidden, unauthorized } from "@/lib/errors";
import { isOperator } from "../rules";

// who did it, as the audit log records it; the command line authenticates with the app secret and is "cli"
export { CLI_ACTOR, type AuditActor as Actor } from "@/features/audit/server";
import type { AuditActor as Actor } from "@/features/audit/server";

/** Every /api/admin route starts here: signed out → 401, any other role → 403, before any read or write. */
export async function requireOperator(req: Request): Promise<Actor> {
  const v = await viewerFromRequest(req);
  if (!v) throw unauthorized();
  if (!isOperator(v)) throw forbidden("The operator's console is for marketplace operators only.");
  return { id: v.id, email: v.email };
}

/** Console pages: visitors go to the console's sign-in; signed-in non-operators get null (the page shows 403). */
export async function operatorForPage(returnTo: string): Promise<Viewer | null> {
  const v = await getViewer();
  if (!v) redirect(`/admin/signin?callbackUrl=${encodeURIComponent(returnTo)}`);
  return isOperator(v) ? v : null;
}
