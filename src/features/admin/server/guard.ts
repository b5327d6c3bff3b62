import "server-only";
import { redirect } from "next/navigation";
import { getViewer, viewerFromRequest, type Viewer } from "@/features/accounts/server";
import { forbidden, unauthorized } from "@/lib/errors";
import { isOperator } from "../rules";

/** Who did it, as the audit log records it. */
export type Actor = { id: string; email: string };

/** The command line authenticates with the app secret, not a session; it is recorded as "cli". */
export const CLI_ACTOR: Actor = { id: "cli", email: "npm run admin" };

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
