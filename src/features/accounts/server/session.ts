import "server-only";
import { eq } from "drizzle-orm";
import { headers } from "next/headers";
import { cache } from "react";
import { getDb } from "@/db/client";
import { user } from "@/db/schema";
import { forbidden, unauthorized } from "@/lib/errors";
import { countCache } from "@/lib/metrics";
import { noteUser } from "@/lib/request-context";
import { MEMBER_SHELL, RENDER_HEADER } from "@/lib/member-shell";
import { getAuth } from "./auth";
import { listening, sessionCache } from "./session-cache";
import { isSalesRep } from "../rules";

export type Viewer = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  position: string;
  level: number;
  coins: number;
  confirmed: number;
  state: string | null;
  country: string | null;
  profileImage: string | null;
  isSalesRep: boolean;
  /** The account proved it owns its e-mail address (a mailed link or code). */
  emailVerified?: boolean;
  /** customer (buyers and sales reps) | vendor (portal users) | operator; absent means customer */
  role?: string;
  /** The Better Auth session this request came with (absent for a viewer loaded by id). */
  sessionId?: string;
  /** The clinic and location that session has chosen, read with it (absent for a viewer loaded by id). */
  sessionChoice?: { org: string | null; loc: number | null };
};

type UserRow = typeof user.$inferSelect;

/** Better Auth's session cookie (`token.signature`, URL-encoded); `__Secure-` over https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

// one per process, whichever of Next's bundles asks (route handlers and pages load this module apart)
const holder = globalThis as unknown as { __dvmSessions?: ReturnType<typeof sessionCache<Viewer>> };
const sessions = (holder.__dvmSessions ??= listening(sessionCache<Viewer>()));

async function loadViewer(h: Headers): Promise<Viewer | null> {
  const cookie = SESSION_COOKIE.exec(h.get("cookie") ?? "")?.[1];
  if (!cookie) return null; // no session cookie: a visitor, and no session to read
  const kept = sessions.get(cookie);
  countCache("sessions", kept !== undefined && kept !== null);
  if (kept) {
    noteUser(kept.id);
    return kept;
  }
  const started = sessions.begin();
  const auth = await getAuth();
  // Better Auth's own cookie cache stays off: it would keep a suspended account signed in until the
  // cookie's age ran out. This process's cache is told of every change instead (session-cache.ts).
  // Read fresh, the session's user row (every column is declared to it) is the viewer.
  const s = await auth.api.getSession({ headers: h });
  if (!s) return null;
  const v = viewerFromRow(s.user as unknown as UserRow);
  if (!v) return null;
  const chosen = s.session as { activeOrganizationId?: string | null; activeLocationId?: number | null };
  const sessionChoice = { org: chosen.activeOrganizationId ?? null, loc: chosen.activeLocationId ?? null };
  const viewer: Viewer = { ...v, sessionId: s.session.id, sessionChoice };
  noteUser(viewer.id); // the request's log line names its user
  sessions.set(cookie, started, {
    value: viewer,
    token: s.session.token,
    userId: v.id,
    expiresAt: new Date(s.session.expiresAt).getTime(),
  });
  return viewer;
}

/** An account row as a viewer; null when it may not act (inactive, barred, deleted). */
function viewerFromRow(u: UserRow | undefined): Viewer | null {
  if (!u || !u.active || !u.allowOnDvm || u.softDelete) return null;
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    position: u.position,
    level: u.level,
    coins: u.coins,
    confirmed: u.confirmed,
    emailVerified: u.emailVerified,
    state: u.state,
    country: u.country,
    profileImage: u.profileImage,
    isSalesRep: isSalesRep(u.position),
    role: u.role,
  };
}

/** An active account as a viewer, for work done on a member's behalf (e.g. placing an approved order). */
export async function viewerById(id: string): Promise<Viewer | null> {
  const db = await getDb();
  const [u] = await db.select().from(user).where(eq(user.id, id)).limit(1);
  return viewerFromRow(u);
}

/**
 * Whether this render is a member shell: drawn with no viewer (so it holds nothing a visitor's page
 * does not), for signed-in buyers, whose prices, buy box and header parts the page then fetches.
 */
export const isMemberShell = cache(async (): Promise<boolean> => (await headers()).get(RENDER_HEADER) === MEMBER_SHELL);

/** The signed-in buyer for this request (server components), or null for a visitor and in a member shell. */
export const getViewer = cache(async (): Promise<Viewer | null> =>
  (await isMemberShell()) ? null : loadViewer(await headers()),
);

/** Whether this page is drawn for a signed-in buyer: one in particular, or all of them (a member shell). */
export async function signedInRender(): Promise<boolean> {
  return (await isMemberShell()) || (await getViewer()) !== null;
}

/** For route handlers: identity always comes from the session cookie, never from the body. */
export async function viewerFromRequest(req: Request): Promise<Viewer | null> {
  return loadViewer(req.headers);
}

export async function requireViewer(req: Request): Promise<Viewer> {
  const v = await viewerFromRequest(req);
  if (!v) throw unauthorized();
  return v;
}

/** A `{userId}` or `customer_id` in a request must be the signed-in user's own. */
export async function requireSelf(req: Request, claimedId: string | number | undefined | null): Promise<Viewer> {
  const v = await requireViewer(req);
  if (claimedId !== undefined && claimedId !== null && String(claimedId) !== v.id) throw forbidden();
  return v;
}
