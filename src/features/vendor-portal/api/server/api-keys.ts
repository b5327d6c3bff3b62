import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { vendorApiKeys } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import { API_SCOPES, type ApiScope } from "../api-scopes";
import { newApiKey } from "./api-key-codec";
import { vendorIdOf, type VendorContext } from "../../server/access";

export const MAX_ACTIVE_KEYS = 10;

/**
 * The key is returned once; only its hash is stored, so a lost key is revoked and replaced. Its
 * scopes are fixed at creation: a key that should do more is replaced by one that may.
 */
export async function createApiKey(ctx: VendorContext, name: string, scopes: readonly ApiScope[] = API_SCOPES) {
  const vendorId = vendorIdOf(ctx);
  const db = await getDb();
  const active = await db
    .select({ id: vendorApiKeys.id })
    .from(vendorApiKeys)
    .where(and(eq(vendorApiKeys.vendorId, vendorId), isNull(vendorApiKeys.revokedAt)));
  if (active.length >= MAX_ACTIVE_KEYS)
    throw new AppError("CONFLICT", `A shop can have ${MAX_ACTIVE_KEYS} active keys; revoke one first.`);
  const { key, prefix, hash } = newApiKey();
  const [row] = await db
    .insert(vendorApiKeys)
    .values({ vendorId, name, prefix, keyHash: hash, createdBy: ctx.userId, scopes: [...scopes] })
    .returning({ id: vendorApiKeys.id });
  return { id: row.id, name, prefix, scopes: [...scopes], key };
}

export async function listApiKeys(ctx: VendorContext) {
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
