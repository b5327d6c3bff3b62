import { getAuth } from "@/features/accounts/server/auth";

/** Signs a seeded user in through Better Auth and returns the Cookie header a browser would send. */
export async function sessionCookie(email: string, password: string): Promise<string> {
  const auth = await getAuth();
  const res = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  if (!res.ok) throw new Error(`sign-in failed for ${email}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export function get(url: string, cookie?: string): Request {
  return new Request(`http://localhost:3000${url}`, { headers: cookie ? { cookie } : {} });
}

/** A same-origin JSON request, as the app's pages send them. */
function jsonRequest(method: "POST" | "PATCH", url: string, body: unknown, cookie?: string): Request {
  return new Request(`http://localhost:3000${url}`, {
    method,
    headers: { "content-type": "application/json", origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

export const postJson = (url: string, body: unknown, cookie?: string) => jsonRequest("POST", url, body, cookie);
export const patchJson = (url: string, body: unknown, cookie?: string) => jsonRequest("PATCH", url, body, cookie);

export const params = <P>(p: P) => ({ params: Promise.resolve(p) });
