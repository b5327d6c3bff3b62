import "server-only";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { account, user } from "@/db/schema";
import { passwordProblem, POSITIONS, SIGN_OUT_TEXT, signOutReason, statusOf } from "../rules";
import { registerSchema, selfUpdateSchema } from "../schemas";
import { getConfig } from "@/lib/config";
import { firstIssueSentence } from "@/lib/zod-sentences";

type Body = Record<string, unknown> | undefined;

/**
 * Rules Better Auth does not know: registration fields and password policy, the policy on a
 * password change (which also revokes every other session), and refusing sign-in to accounts
 * that are deactivated, not allowed or deleted.
 */
export function beforeHook(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    const body = ctx.body as Body;
    if (ctx.path === "/sign-up/email") {
      const parsed = registerSchema.safeParse(body ?? {});
      if (!parsed.success) throw new APIError("BAD_REQUEST", { message: firstIssueSentence(parsed.error) });
      const { position, ...v } = parsed.data;
      // Better Auth merges this over the sent body (skipping undefined): position is blanked there and travels beside the
      // validated fields to the create hook (registrationOnly); other server-only fields stay refused
      const name = `${v.firstName} ${v.lastName}`;
      return { context: { body: { ...body, ...v, name, position: "", registration: { position } } } };
    }
    if (ctx.path === "/update-user") {
      const parsed = selfUpdateSchema.safeParse(body ?? {});
      if (!parsed.success) throw new APIError("BAD_REQUEST", { message: firstIssueSentence(parsed.error) });
      return { context: { body: parsed.data } };
    }
    if (ctx.path === "/change-password") {
      const problem = passwordProblem(String(body?.newPassword ?? ""), ctx.context.session?.user.email);
      if (problem) throw new APIError("BAD_REQUEST", { message: problem });
      return { context: { body: { ...body, revokeOtherSessions: true } } };
    }
    if (ctx.path === "/reset-password") {
      const problem = passwordProblem(String(body?.newPassword ?? ""));
      if (problem) throw new APIError("BAD_REQUEST", { message: problem });
    }
    if (ctx.path === "/sign-in/email") await refuseBlockedAccount(db, ctx.context.password.verify, body);
  });
}

/**
 * The registration's position, for the user-create hook: position is not a client-writable field
 * (input: false), so it reaches the row only from a sign-up body this module validated.
 */
export function registrationOnly(ctx: { path?: string; body?: unknown } | null): { position?: string } {
  if (ctx?.path !== "/sign-up/email") return {};
  const position = (ctx.body as { registration?: { position?: unknown } } | undefined)?.registration?.position;
  return POSITIONS.includes(position as (typeof POSITIONS)[number]) ? { position: position as string } : {};
}

async function refuseBlockedAccount(
  db: Db,
  verify: (d: { hash: string; password: string }) => Promise<boolean>,
  body: Body,
) {
  const email = String(body?.email ?? "")
    .trim()
    .toLowerCase();
  if (!email) return;
  const [u] = await db
    .select({
      id: user.id,
      confirmed: user.confirmed,
      active: user.active,
      allowOnDvm: user.allowOnDvm,
      softDelete: user.softDelete,
    })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  const reason = u ? signOutReason(statusOf(u)) : null;
  if (!u || !reason) return;
  // say why only to someone who knows the password; anyone else gets the ordinary failure
  const [cred] = await db.select({ password: account.password }).from(account).where(eq(account.userId, u.id));
  if (cred?.password && (await verify({ hash: cred.password, password: String(body?.password ?? "") }))) {
    throw new APIError("FORBIDDEN", { message: SIGN_OUT_TEXT[reason] });
  }
}

/** Google and Microsoft sign-in switch on only when both their id and secret are configured. */
export function socialProviders() {
  const out: Record<string, unknown> = {};
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, MICROSOFT_CLIENT_ID, MICROSOFT_CLIENT_SECRET, MICROSOFT_TENANT_ID } =
    getConfig();
  if (GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET) {
    out.google = {
      clientId: GOOGLE_CLIENT_ID,
      clientSecret: GOOGLE_CLIENT_SECRET,
      mapProfileToUser: (p: { given_name?: string; family_name?: string }) => ({
        firstName: p.given_name ?? "",
        lastName: p.family_name ?? "",
      }),
    };
  }
  if (MICROSOFT_CLIENT_ID && MICROSOFT_CLIENT_SECRET) {
    out.microsoft = {
      clientId: MICROSOFT_CLIENT_ID,
      clientSecret: MICROSOFT_CLIENT_SECRET,
      tenantId: MICROSOFT_TENANT_ID,
      mapProfileToUser: (p: { name?: string }) => {
        const [first = "", ...rest] = (p.name ?? "").trim().split(/\s+/);
        return { firstName: first, lastName: rest.join(" ") };
      },
    };
  }
  return out;
}

export function enabledSocialProviders(): ("google" | "microsoft")[] {
  return Object.keys(socialProviders()) as ("google" | "microsoft")[];
}
