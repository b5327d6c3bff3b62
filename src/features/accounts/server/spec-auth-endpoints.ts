import "server-only";
import { randomBytes } from "node:crypto";
import { safeRedirect } from "@/lib/urls";
import { getAuth } from "./auth";
import { enabledSocialProviders } from "./auth-hooks";

/**
 * The session, csrf and providers answers SPEC §7's authentication client reads, in the shapes
 * it expects, served from the Better Auth session (which does the real work under /api/auth/*).
 */

/** `{ user, expires }` for a session, `{}` for a visitor (as the spec's client expects). */
export async function sessionSummary(headers: Headers) {
  const s = await (await getAuth()).api.getSession({ headers });
  if (!s) return {};
  return {
    user: { id: s.user.id, name: s.user.name, email: s.user.email, image: s.user.image ?? null },
    expires: new Date(s.session.expiresAt).toISOString(),
  };
}

export const CSRF_COOKIE = "dvm.csrf-token";

/**
 * A double-submit token: the same value in a cookie and in the answer. Better Auth itself checks
 * the Origin of every cookie-carrying POST, so the token is for clients that send one along.
 */
export function csrfToken(cookieHeader: string | null): { token: string; setCookie: string | null } {
  const existing = /(?:^|;\s*)dvm\.csrf-token=([a-f0-9]{64})(?:;|$)/.exec(cookieHeader ?? "")?.[1];
  if (existing) return { token: existing, setCookie: null };
  const token = randomBytes(32).toString("hex");
  return { token, setCookie: `${CSRF_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax` };
}

const NAMES = { google: "Google", microsoft: "Microsoft" } as const;

/** The sign-in methods this server offers: email and password always, social ones when configured. */
export function providerList() {
  const out: Record<string, { id: string; name: string; type: string; signinUrl: string; callbackUrl: string }> = {
    credentials: {
      id: "credentials",
      name: "Email and password",
      type: "credentials",
      signinUrl: "/api/auth/signin/credentials",
      callbackUrl: "/api/auth/callback/credentials",
    },
  };
  for (const p of enabledSocialProviders()) {
    out[p] = {
      id: p,
      name: NAMES[p],
      type: "oauth",
      signinUrl: `/api/auth/signin/${p}`,
      callbackUrl: `/api/auth/callback/${p}`,
    };
  }
  return out;
}

/** `/api/auth/signin?error=…&callbackUrl=…` is the sign-in page with the same error and a same-site callback. */
export function signInPageFor(url: URL): string {
  const out = new URLSearchParams();
  const error = url.searchParams.get("error");
  if (error && /^[A-Za-z]{1,40}$/.test(error)) out.set("error", error);
  const cb = url.searchParams.get("callbackUrl");
  if (cb) out.set("callbackUrl", safeRedirect(cb));
  const q = out.toString();
  return `/auth/signin${q ? `?${q}` : ""}`;
}
