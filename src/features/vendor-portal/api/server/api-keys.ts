import "server-only";
import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { vendorApiKeys } from "@/db/schema";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { API_SCOPES } from "../api-scopes";
import { keyExpiresAt, keyExpiryProblem, keyState } from "../key-expiry";
import type { ApiKeyCreate } from "../schema";
import { newApiKey } from "./api-key-codec";
import { vendorIdOf, type VendorContext } from "../../server/access";

export const MAX_ACTIVE_KEYS = 10;

/**
 * The key is returned once; only its hash is stored, so a lost key is revoked and replaced. Its
 * scopes and expiry are fixed at creation: a key that should do more, or longer, is replaced.
 */
export async function createApiKey(
  ctx: VendorContext,
  { name, scopes = [...API_SCOPES], expires_on }: Partial<ApiKeyCreate> & { name: string },
  now = new Date(),
) {
  const vendorId = vendorIdOf(ctx);
  const problem = expires_on ? keyExpiryProblem(expires_on, now.toISOString().slice(0, 10)) : null;
  if (problem) throw badRequest(problem);
  const expiresAt = expires_on ? keyExpiresAt(expires_on) : null;
  const db = await getDb();
  // an expired key no longer counts against the limit: it cannot be used
  const active = await db
    .select({ id: vendorApiKeys.id })
    .from(vendorApiKeys)
    .where(
      and(
        eq(vendorApiKeys.vendorId, vendorId),
        isNull(vendorApiKeys.revokedAt),
        or(isNull(vendorApiKeys.expiresAt), gt(vendorApiKeys.expiresAt, now)),
      ),
    );
  if (active.length >= MAX_ACTIVE_KEYS)
    throw new AppError("CONFLICT", `A shop can have ${MAX_ACTIVE_KEYS} active keys; revoke one first.`);
  const { key, prefix, hash } = newApiKey();
  const [row] = await db
    .insert(vendorApiKeys)
    .values({ vendorId, name, prefix, keyHash: hash, createdBy: ctx.userId, scopes: [...scopes], expiresAt })
    .returning({ id: vendorApiKeys.id });
  return { id: row.id, name, prefix, scopes: [...scopes], expires_at: expiresAt?.toISOString() ?? null, key };
}

export async function listApiKeys(ctx: VendorContext, now = new Date()) {
  const db = await getDb();
  const rows = await db
    .select({
      id: vendorApiKeys.id,
      name: vendorApiKeys.name,
      prefix: vendorApiKeys.prefix,
      scopes: vendorApiKeys.scopes,
      createdAt: vendorApiKeys.createdAt,
      lastUsedAt: vendorApiKeys.lastUsedAt,
      revokedAt: vendorApiKeys.revokedAt,
      expiresAt: vendorApiKeys.expiresAt,
    })
    .from(vendorApiKeys)
    .where(eq(vendorApiKeys.vendorId, vendorIdOf(ctx)))
    .orderBy(desc(vendorApiKeys.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    scopes: API_SCOPES.filter((s) => r.scopes.includes(s)),
    created_at: r.createdAt.toISOString(),
    last_used_at: r.lastUsedAt?.toISOString() ?? null,
    revoked_at: r.revokedAt?.toISOString() ?? null,
    expires_at: r.expiresAt?.toISOString() ?? null,
    state: keyState(r, now),
  }));
}

export async function revokeApiKey(ctx: VendorContext, id: number) {
  const db = await getDb();
  const done = await db
    .update(vendorApiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(vendorApiKeys.id, id), eq(vendorApiKeys.vendorId, vendorIdOf(ctx)), isNull(vendorApiKeys.revokedAt)))
    .returning({ id: vendorApiKeys.id });
  if (done.length === 0) throw notFound("This key does not exist or is already revoked.");
}
