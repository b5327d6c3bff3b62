import "server-only";
import { noteApiKey } from "@/lib/request-context";
import { and, eq, isNull } from "drizzle-orm";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/db/client";
import { serviceProviders, vendorApiKeys, vendorMembers, vendors } from "@/db/schema";
import { getViewer, viewerFromRequest, type Viewer } from "@/features/accounts/server";
import { AppError, forbidden, unauthorized } from "@/lib/errors";
import { clientIp, enforce, hit, peek } from "@/lib/rate-limit";
import { can, isMemberRole, type MemberRole, type PortalAction } from "../rules";
import { API_SCOPES, missingScopeMessage, requiredScope, type ApiScope } from "../api/api-scopes";
import { hashApiKey } from "../api/server/api-key-codec";

export type VendorContext = {
  userId: string | null;
  keyId: number | null;
  vendorId: number | null;
  serviceProviderId: number | null;
  sellerName: string;
  sellerSlug: string;
  role: MemberRole;
  /** what an API key may do; a signed-in person has none and is bound by `role` alone */
  scopes?: readonly ApiScope[];
};

/** A vendor API key may do the shop's daily work, never manage people or other keys. */
const KEY_ROLE: MemberRole = "manager";
export const VENDOR_API_PER_MINUTE = 120;
/** Wrong API keys one client address may try in the window (seconds) before every key it sends waits. */
export const FAILED_KEYS_PER_ADDRESS = { limit: 30, windowSeconds: 15 * 60 } as const;
const FAILED_KEYS_MESSAGE = "Too many wrong API keys from your address. Please wait before trying again.";

async function membership(viewer: Viewer): Promise<VendorContext | null> {
  if (viewer.role !== "vendor") return null;
  const db = await getDb();
  const [m] = await db
    .select({
      vendorId: vendorMembers.vendorId,
      serviceProviderId: vendorMembers.serviceProviderId,
      id: vendorMembers.id,
      role: vendorMembers.role,
      acceptedAt: vendorMembers.acceptedAt,
      vendorName: vendors.name,
      vendorSlug: vendors.slug,
      vendorStatus: vendors.status,
      providerName: serviceProviders.name,
      providerSlug: serviceProviders.slug,
    })
    .from(vendorMembers)
    .leftJoin(vendors, eq(vendors.id, vendorMembers.vendorId))
    .leftJoin(serviceProviders, eq(serviceProviders.id, vendorMembers.serviceProviderId))
    .where(eq(vendorMembers.userId, viewer.id))
    .limit(1);
  if (!m || !isMemberRole(m.role) || m.vendorStatus === "suspended") return null;
  // an invitee's first way into the portal accepts the invitation (the team then shows them as joined)
  if (m.acceptedAt === null)
    await db.update(vendorMembers).set({ acceptedAt: new Date() }).where(eq(vendorMembers.id, m.id));
  return {
    userId: viewer.id,
    keyId: null,
    vendorId: m.vendorId,
    serviceProviderId: m.serviceProviderId,
    sellerName: m.vendorName ?? m.providerName ?? "",
    sellerSlug: m.vendorSlug ?? m.providerSlug ?? "",
    role: m.role,
  };
}

/**
 * Guessing keys is throttled per client address: past the limit of wrong keys, the address waits
 * before any key it sends is even looked up (so a right key found by guessing cannot be told apart).
 */
async function fromKey(secret: string, ip: string): Promise<VendorContext> {
  const failures = `vendor-api:bad-key:${ip}`;
  const { limit, windowSeconds } = FAILED_KEYS_PER_ADDRESS;
  // the limit-th wrong key is the last one looked up, as for sign-in
  const wait = await peek(failures, limit - 1, windowSeconds);
  if (wait > 0) throw new AppError("RATE_LIMITED", FAILED_KEYS_MESSAGE, { retryAfter: wait });
  const db = await getDb();
  const [k] = await db
    .select({
      id: vendorApiKeys.id,
      vendorId: vendorApiKeys.vendorId,
      scopes: vendorApiKeys.scopes,
      expiresAt: vendorApiKeys.expiresAt,
      name: vendors.name,
      slug: vendors.slug,
    })
    .from(vendorApiKeys)
    .innerJoin(vendors, eq(vendors.id, vendorApiKeys.vendorId))
    .where(
      and(eq(vendorApiKeys.keyHash, hashApiKey(secret)), isNull(vendorApiKeys.revokedAt), eq(vendors.status, "active")),
    )
    .limit(1);
  if (!k) {
    await hit(failures, limit - 1, windowSeconds);
    throw unauthorized("This API key is not valid or has been revoked.");
  }
  // a real key past its expiry (not a guess, so no failure is counted): refused with its date
  if (k.expiresAt && k.expiresAt <= new Date())
    throw unauthorized(
      `This API key expired on ${k.expiresAt.toISOString().slice(0, 10)}; the shop's owner can create a new one under API keys.`,
    );
  await db.update(vendorApiKeys).set({ lastUsedAt: new Date() }).where(eq(vendorApiKeys.id, k.id));
  noteApiKey(k.id); // the request's log line names the key by its id
  return {
    userId: null,
    keyId: k.id,
    vendorId: k.vendorId,
    serviceProviderId: null,
    sellerName: k.name,
    sellerSlug: k.slug,
    role: KEY_ROLE,
    scopes: API_SCOPES.filter((s) => k.scopes.includes(s)),
  };
}

function refuseUnless(ctx: VendorContext, action: PortalAction): VendorContext {
  if (!can(ctx.role, action)) throw forbidden(`Your role (${ctx.role}) cannot do this; ask your shop's owner.`);
  return ctx;
}

/**
 * Route guard of the portal and the vendor API: a Bearer API key or a vendor user's session.
 * Signed out or a bad key: 401 (429 after too many bad keys from one address). A buyer, a role that
 * may not do `action`, or a key without the scope the request needs (api-scopes.ts): 403.
 * Rate-limited per key or user.
 */
export async function requireVendor(req: Request, action: PortalAction = "view"): Promise<VendorContext> {
  const auth = req.headers.get("authorization");
  let ctx: VendorContext;
  if (auth?.toLowerCase().startsWith("bearer ")) {
    ctx = await fromKey(auth.slice(7).trim(), clientIp(req));
  } else {
    const viewer = await viewerFromRequest(req);
    if (!viewer) throw unauthorized();
    const m = await membership(viewer);
    if (!m) throw forbidden("The vendor portal is for vendor accounts.");
    ctx = m;
  }
  await enforce(
    `vendor-api:${ctx.keyId ? `key:${ctx.keyId}` : `user:${ctx.userId}`}`,
    VENDOR_API_PER_MINUTE,
    60,
    "Too many vendor API requests. Please slow down and try again in a minute.",
  );
  if (ctx.scopes) {
    const scope = requiredScope(req.method, new URL(req.url).pathname);
    if (!ctx.scopes.includes(scope)) throw forbidden(missingScopeMessage(scope));
  }
  return refuseUnless(ctx, action);
}

/** A route that only a vendor (not a service provider) can use: products, inventory, orders of goods. */
export function vendorIdOf(ctx: VendorContext): number {
  if (ctx.vendorId === null) throw forbidden("This part of the portal is for product vendors.");
  return ctx.vendorId;
}

/** Pages: visitors go to the vendor sign-in; a signed-in non-vendor gets null (the layout shows a 403). */
export const vendorPageContext = cache(async (): Promise<VendorContext | null> => {
  const viewer = await getViewer();
  if (!viewer) redirect("/vendor/signin");
  return membership(viewer);
});

/** For a page under the portal layout (which already refused non-vendors). */
export async function requireVendorPage(action: PortalAction = "view"): Promise<VendorContext> {
  const ctx = await vendorPageContext();
  if (!ctx) throw forbidden("The vendor portal is for vendor accounts.");
  return refuseUnless(ctx, action);
}
