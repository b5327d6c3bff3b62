// The page cache's signature check agrees with Better Auth: a real sign-in's cookie bypasses the
// cache, the same cookie with one character changed is a visitor.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { authSecret } from "@/features/accounts/server/auth";
import { pageCacheKey, signedSessionCheck } from "@/server/page-cache/rules";
import { createTestDb } from "../helpers/test-db";
import { sessionCookie } from "../helpers/sessions";

describe("page cache and real sessions", () => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    h = await createTestDb("pglite");
    await seedDemoUsers(h.db);
  });
  afterAll(async () => h?.dispose());

  it("a signed-in buyer's cookie bypasses the cache; a tampered one does not", async () => {
    const cookie = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    expect(cookie).toMatch(/better-auth\.session_token=/);
    const check = signedSessionCheck(() => authSecret());
    const req = (c: string) => ({ method: "GET", url: "/", headers: { host: "shop", cookie: c } });
    expect(pageCacheKey(req(cookie), check)).toBeNull();
    const tampered = cookie.replace(/(session_token=)(.)/, (_, k: string, ch: string) => k + (ch === "a" ? "b" : "a"));
    expect(tampered).not.toBe(cookie);
    expect(pageCacheKey(req(tampered), check)).not.toBeNull();
  });
});
