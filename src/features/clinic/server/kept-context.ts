import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { member } from "@/db/schema";
import { forgetSessions, listening, sessionCache, type Viewer } from "@/features/accounts/server";
import { clinicContextIn, type ClinicContext } from "./context";

type Kept = { viewer: Viewer; ctx: ClinicContext | null };

// one per process, whichever of Next's bundles asks (route handlers and pages load this module apart)
const holder = globalThis as unknown as { __dvmKeptClinics?: ReturnType<typeof sessionCache<Kept>> };
const kept = (holder.__dvmKeptClinics ??= listening(sessionCache<Kept>()));

/**
 * The session's clinic and location for what a page shows of its buyer (the header's cart, clinic and
 * role, on every signed-in page): kept as long as the session's viewer is. The session cache hands out
 * the same viewer object until a write about the account says otherwise (or for 10 s), and the writers
 * of memberships, locations and clinic settings forget their members' sessions, so a visit's per-buyer
 * reads do not read the memberships each. What a member may do, where a cart line goes and the order
 * door read the clinic fresh (`clinicContext`, `clinicContextIn`).
 */
export async function keptClinicContext(viewer: Viewer): Promise<ClinicContext | null> {
  const hit = viewer.sessionId ? kept.get(viewer.sessionId) : undefined;
  if (hit?.viewer === viewer) return hit.ctx;
  const db = await getDb();
  if (!viewer.sessionId) return clinicContextIn(db, viewer);
  // a read that began before a forget may hold what the write changed: it is answered, not kept
  const started = kept.begin();
  const ctx = await clinicContextIn(db, viewer);
  // no token and no end of its own: a session that changes or ends gives its next request a new
  // viewer object, which this entry does not match
  kept.set(viewer.sessionId, started, { value: { viewer, ctx }, token: "", userId: viewer.id, expiresAt: Infinity });
  return ctx;
}

/** After a change to a clinic every member sees (a location, its settings): their sessions read it again. */
export async function forgetClinicSessions(organizationId: string): Promise<void> {
  const db = await getDb();
  const rows = await db.select({ userId: member.userId }).from(member).where(eq(member.organizationId, organizationId));
  forgetSessions({ users: rows.map((r) => r.userId) });
}
