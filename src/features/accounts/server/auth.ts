import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { organization as organizationPlugin } from "better-auth/plugins";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getDb, type Db } from "@/db/client";
import { account, invitation, member, organization, session, user, verification } from "@/db/schema";
import { ensurePersonalClinic } from "@/db/personal-clinic";
import { appSecretFile, readAppSecret } from "@/lib/hmac";
import { hit } from "@/lib/rate-limit";
import { CLIENT_IP_HEADER } from "@/lib/client-address";
import { PASSWORD_MAX, PASSWORD_MIN } from "../rules";
import { mailResetLink, RESET_TOKEN_SECONDS } from "./password-reset";
import { beforeHook, registrationOnly, socialProviders } from "./auth-hooks";
import { clinicAccess } from "./clinic-roles";
import { forgetSessions } from "./session-cache";
import { getConfig } from "@/lib/config";

/** A fresh clone has no secret configured: one is made once and kept beside the data. */
export function authSecret(): string {
  const existing = readAppSecret();
  if (existing) return existing;
  const file = appSecretFile();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function origins(): string[] {
  const { PORT: port, BETTER_AUTH_URL } = getConfig();
  const list = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  if (BETTER_AUTH_URL) list.push(BETTER_AUTH_URL);
  return list;
}

const extraField = (type: "string" | "number" | "boolean", input: boolean) => ({ type, required: false, input });

export function createAuth(db: Db) {
  const config = getConfig();
  return betterAuth({
    secret: authSecret(),
    baseURL: config.BETTER_AUTH_URL,
    trustedOrigins: origins(),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, organization, member, invitation },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // single-use e-mailed token, an hour long; a reset signs the account out everywhere
      sendResetPassword: mailResetLink,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
    },
    socialProviders: socialProviders(),
    hooks: { before: beforeHook(db) },
    databaseHooks: {
      user: {
        create: {
          before: async (u, ctx) => ({ data: { ...u, ...registrationOnly(ctx) } }),
          // every new buyer starts as a one-person clinic, as the clinic migration made of existing ones
          after: async (u) => void (await ensurePersonalClinic(db, u.id)),
        },
        // every change Better Auth makes to an account or a session (a profile edit, a sign-out, a
        // revocation, the active clinic) reaches each instance's session cache before the next request
        update: { after: async (u) => forgetSessions({ users: [u.id] }) },
        delete: { after: async (u) => forgetSessions({ users: [u.id] }) },
      },
      session: {
        update: { after: async (s) => forgetSessions({ tokens: [s.token] }) },
        delete: { after: async (s) => forgetSessions({ tokens: [s.token] }) },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: false },
      // the clinic location this session works at, read with the session (getViewer) instead of again
      additionalFields: { activeLocationId: extraField("number", false) },
    },
    user: {
      additionalFields: {
        firstName: extraField("string", true),
        lastName: extraField("string", true),
        clinicName: extraField("string", true),
        // chosen once at registration (the hook below validates it); it decides who may buy, so no
        // endpoint accepts it from the client afterwards
        position: extraField("string", false),
        state: extraField("string", true),
        country: extraField("string", true),
        // never settable by the client: levels, coins and status change only on the server
        level: extraField("number", false),
        coins: extraField("number", false),
        confirmed: extraField("number", false),
        active: extraField("boolean", false),
        allowOnDvm: extraField("boolean", false),
        softDelete: extraField("boolean", false),
        profileImage: extraField("string", false),
        role: extraField("string", false),
      },
    },
    rateLimit: {
      enabled: config.AUTH_RATE_LIMIT,
      window: 60,
      max: 100,
      customRules: { "/sign-in/email": { window: 60, max: 10 }, "/sign-up/email": { window: 60, max: 5 } },
      // through the app's limiter: one budget across instances with Redis, bounded memory without it
      customStorage: {
        consume: async (key: string, rule: { window: number; max: number }) => {
          const wait = await hit(`ba:${key}`, rule.max, rule.window);
          return { allowed: wait === 0, retryAfter: wait || null };
        },
      },
    },
    // Better Auth's cookies are HttpOnly and SameSite=Lax; Secure whenever the site is served over https
    advanced: {
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // the address the HTTP server stamped from the socket (TRUST_PROXY), not what a client claims
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER, "x-forwarded-for"] },
      useSecureCookies: config.NODE_ENV === "production" && config.BETTER_AUTH_URL?.startsWith("https"),
    },
    plugins: [
      // clinics are organizations; invitations go through our own outbox (features/clinic), not the plugin's mailer
      organizationPlugin({ ...clinicAccess, creatorRole: "owner", allowUserToCreateOrganization: false }),
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const holder = globalThis as unknown as { __dvmAuth?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  holder.__dvmAuth ??= getDb().then(createAuth);
  return holder.__dvmAuth;
}
