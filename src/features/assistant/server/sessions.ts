import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { assistantMessages, assistantRefreshTokens, assistantSessions } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { forbidden, unauthorized } from "@/lib/errors";
import {
  bearer,
  hashRefresh,
  newRefreshToken,
  REFRESH_TTL_SECONDS,
  signAccess,
  verifyAccess,
  type AccessClaims,
} from "./tokens";

export type TokenPair = {
  access_token: string;
  refresh_token: string;
  token_type: "Bearer";
  expires_in: number;
  email: string;
};

async function issue(sessionId: string, email: string): Promise<TokenPair> {
  const db = await getDb();
  const { token, id } = newRefreshToken();
  await db
    .insert(assistantRefreshTokens)
    .values({ id, sessionId, expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000) });
  return {
    access_token: await signAccess({ sid: sessionId, email }),
    refresh_token: token,
    token_type: "Bearer",
    expires_in: 15 * 60,
    email,
  };
}

/**
 * A signed-in buyer typing their own email gets back their own chat session. Any other typed
 * email gets a brand-new session: knowing someone's address never opens their history.
 */
export async function login(email: string, viewer: Viewer | null): Promise<TokenPair> {
  const db = await getDb();
  const normalized = email.trim().toLowerCase();
  const own = viewer && viewer.email.toLowerCase() === normalized ? viewer : null;
  if (own) {
    const [existing] = await db
      .select({ id: assistantSessions.id })
      .from(assistantSessions)
      .where(eq(assistantSessions.userId, own.id))
      .orderBy(desc(assistantSessions.createdAt))
      .limit(1);
    if (existing) return issue(existing.id, normalized);
  }
  const id = randomUUID();
  await db.insert(assistantSessions).values({ id, email: normalized, userId: own?.id ?? null });
  return issue(id, normalized);
}

/** Rotation: each refresh token works once; presenting a used one revokes the whole session's tokens. */
export async function refresh(req: Request): Promise<TokenPair> {
  const token = bearer(req);
  if (!token) throw unauthorized("Missing refresh token.");
  const db = await getDb();
  const id = hashRefresh(token);
  const [used] = await db
    .update(assistantRefreshTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(assistantRefreshTokens.id, id),
        isNull(assistantRefreshTokens.usedAt),
        sql`${assistantRefreshTokens.expiresAt} > now()`,
      ),
    )
    .returning({ sessionId: assistantRefreshTokens.sessionId });
  if (!used) {
    const [row] = await db
      .select({ sessionId: assistantRefreshTokens.sessionId, usedAt: assistantRefreshTokens.usedAt })
      .from(assistantRefreshTokens)
      .where(eq(assistantRefreshTokens.id, id))
      .limit(1);
    if (row?.usedAt) await db.delete(assistantRefreshTokens).where(eq(assistantRefreshTokens.sessionId, row.sessionId));
    throw unauthorized("Invalid or expired refresh token.");
  }
  const [s] = await db
    .select({ email: assistantSessions.email })
    .from(assistantSessions)
    .where(eq(assistantSessions.id, used.sessionId))
    .limit(1);
  if (!s) throw unauthorized("Invalid or expired refresh token.");
  return issue(used.sessionId, s.email);
}

export type ChatSession = AccessClaims & { userId: string | null };

export async function requireChatSession(req: Request): Promise<ChatSession> {
  const token = bearer(req);
  const claims = token ? await verifyAccess(token) : null;
  if (!claims) throw unauthorized("Invalid or expired access token.");
  const db = await getDb();
  const [s] = await db
    .select({ userId: assistantSessions.userId })
    .from(assistantSessions)
    .where(eq(assistantSessions.id, claims.sid))
    .limit(1);
  if (!s) throw unauthorized("Invalid or expired access token.");
  return { ...claims, userId: s.userId };
}

export async function appendMessages(
  sessionId: string,
  rows: { role: "user" | "assistant"; content: string; payload?: unknown }[],
): Promise<void> {
  const db = await getDb();
  await db
    .insert(assistantMessages)
    .values(rows.map((r) => ({ sessionId, role: r.role, content: r.content, payload: r.payload ?? null })));
}

export async function recentHistory(sessionId: string, limit = 6): Promise<{ role: string; content: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({ role: assistantMessages.role, content: assistantMessages.content })
    .from(assistantMessages)
    .where(eq(assistantMessages.sessionId, sessionId))
    .orderBy(desc(assistantMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** Deletes the history of the session this token belongs to; the path email must be the token's. */
export async function deleteHistory(session: ChatSession, email: string): Promise<number> {
  if (email.trim().toLowerCase() !== session.email) throw forbidden("You can only delete your own chat history.");
  const db = await getDb();
  const gone = await db
    .delete(assistantMessages)
    .where(eq(assistantMessages.sessionId, session.sid))
    .returning({ id: assistantMessages.id });
  return gone.length;
}
