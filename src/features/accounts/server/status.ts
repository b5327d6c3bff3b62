import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { user } from "@/db/schema";
import { unauthorized } from "@/lib/errors";
import { getAuth } from "./auth";

export type SessionUser = typeof user.$inferSelect;

/**
 * The session's user whatever their status. Only the status check and social sync use it:
 * they must answer a deactivated user (to tell them why), which getViewer deliberately does not.
 */
export async function requireSessionUser(req: Request): Promise<SessionUser> {
  const auth = await getAuth();
  const s = await auth.api.getSession({ headers: req.headers });
  if (!s) throw unauthorized();
  const db = await getDb();
  const [u] = await db.select().from(user).where(eq(user.id, s.user.id)).limit(1);
  if (!u) throw unauthorized();
  return u;
}

// the pure rule lives with the other account rules; re-exported for the status route
export { statusOf } from "../rules";
