import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { createAuth } from "@/features/accounts/server/auth";
import { reloadConfig } from "@/lib/config";
import { createTestDb } from "../helpers/test-db";

const env = process.env as Record<string, string | undefined>;

/** The session cookie a sign-in sets when the site is served from `siteUrl`. */
async function sessionCookieFor(db: Awaited<ReturnType<typeof createTestDb>>, siteUrl: string): Promise<string> {
  env.NODE_ENV = "production";
  env.BETTER_AUTH_URL = siteUrl;
  reloadConfig();
  const auth = createAuth(db.db);
  const res = await auth.api.signInEmail({
    body: { email: "buyer@dvm.demo", password: "DemoBuyer#2026" },
    asResponse: true,
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
}

describe("security: the session cookie is Secure only when the site is served over https", () => {
  const saved = { ...process.env };
  let db: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    db = await createTestDb();
    await seedDemoUsers(db.db);
  });
  afterAll(async () => {
    process.env = saved;
    reloadConfig();
    await db?.dispose();
  });

  it("sets Secure over https, and not over plain http (where a browser would drop it)", async () => {
    const https = await sessionCookieFor(db, "https://dvm.example");
    expect(https).toMatch(/;\s*Secure/i);
    expect(https).toMatch(/HttpOnly/i);
    const http = await sessionCookieFor(db, "http://127.0.0.1:3000");
    expect(http).not.toMatch(/;\s*Secure/i);
    expect(http).toMatch(/HttpOnly/i);
  });
});
