import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, coinLedger, user } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { POST as saveCoins } from "@/app/api/save-user-coins/route";
import { GET as getProfile } from "@/app/api/user/get-profile/[userId]/route";
import { GET as userDetails } from "@/app/api/get-user-details/[email]/route";
import { POST as socialLogin } from "@/app/api/social-login/route";
import { POST as adminCommand } from "@/app/api/accounts/admin-command/route";
import { rewardSignIn } from "@/features/accounts/server/coins";
import { runAdminCommand } from "@/features/admin/server/cli";
import { adminToken } from "@/features/accounts/server/admin-token";
import { SIGNIN_REWARD_COINS } from "@/features/accounts/rules";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { countWhere } from "./accounts-helpers";

describe.each(backends)("accounts API on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let low: string;
  let rep: string;
  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedDemoUsers(db.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    low = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    rep = await sessionCookie("salesrep@dvm.demo", "DemoSalesRep#2026");
  });
  afterAll(async () => db?.dispose());

  describe("POST /api/save-user-coins", () => {
    it("rewards the first sign-in of the day once and says how many coins were new", async () => {
      const first = await (
        await saveCoins(postJson("/api/save-user-coins", { customer_id: "demo-buyer", url: "signin" }, buyer))
      ).json();
      expect(first).toEqual({ success: true, coins: 120 + SIGNIN_REWARD_COINS, new_coins: SIGNIN_REWARD_COINS });
      const again = await (await saveCoins(postJson("/api/save-user-coins", { url: "signin" }, buyer))).json();
      expect(again).toEqual({ success: true, coins: 120 + SIGNIN_REWARD_COINS, new_coins: 0 });
      expect(await countWhere(db.db, "coin_ledger", "user_id = 'demo-buyer'")).toBe(1);
    });

    it("grants exactly one reward under concurrent sign-ins and again on the next day", async () => {
      const day = new Date("2031-05-04T10:00:00Z");
      const results = await Promise.all(Array.from({ length: 6 }, () => rewardSignIn("demo-lowlevel", day)));
      expect(results.filter((r) => r.new_coins > 0)).toHaveLength(1);
      const [u] = await db.db.select({ coins: user.coins }).from(user).where(eq(user.id, "demo-lowlevel"));
      expect(u!.coins).toBe(120 + SIGNIN_REWARD_COINS);
      const next = await rewardSignIn("demo-lowlevel", new Date("2031-05-05T00:00:01Z"));
      expect(next.new_coins).toBe(SIGNIN_REWARD_COINS);
    });

    it("answers 401 signed out, 403 for another customer_id or a sales rep, 400 for bad input", async () => {
      expect((await saveCoins(postJson("/api/save-user-coins", { url: "signin" }))).status).toBe(401);
      expect(
        (await saveCoins(postJson("/api/save-user-coins", { customer_id: "demo-buyer", url: "signin" }, low))).status,
      ).toBe(403);
      expect((await saveCoins(postJson("/api/save-user-coins", { url: "signin" }, rep))).status).toBe(403);
      const bad = await saveCoins(postJson("/api/save-user-coins", { url: "checkout" }, low));
      expect(bad.status).toBe(400);
      expect((await bad.json()).message).toBe("The url must be 'signin'.");
      expect(await countWhere(db.db, "coin_ledger", "user_id in ('demo-salesrep')")).toBe(0);
    });
  });

  describe("GET /api/user/get-profile/{userId}", () => {
    it("returns the customer's own profile with coins", async () => {
      const res = await getProfile(get("/api/user/get-profile/demo-buyer", buyer), params({ userId: "demo-buyer" }));
      const body = await res.json();
      expect(body.success).toBe(true);
      expect(body.customer).toMatchObject({
        id: "demo-buyer",
        level: 5,
        position: "Veterinarian",
        coins: expect.any(Number),
      });
    });
    it("answers 401, 403 and 400", async () => {
      expect((await getProfile(get("/api/user/get-profile/demo-buyer"), params({ userId: "demo-buyer" }))).status).toBe(
        401,
      );
      const other = await getProfile(get("/api/user/get-profile/demo-buyer", low), params({ userId: "demo-buyer" }));
      expect(other.status).toBe(403);
      expect(JSON.stringify(await other.json())).not.toContain("Whitfield");
      expect((await getProfile(get("/api/user/get-profile/x", low), params({ userId: "../etc/passwd" }))).status).toBe(
        400,
      );
    });
  });

  describe("GET /api/get-user-details/{email}", () => {
    it("reports the status flags, also for a deactivated user still holding a session", async () => {
      const ok = await (
        await userDetails(
          get("/api/get-user-details/lowlevel%40dvm.demo", low),
          params({ email: "lowlevel%40dvm.demo" }),
        )
      ).json();
      expect(ok).toEqual({ success: true, confirmed: 1, active: 1, allow_on_dvm: 1, soft_delete: 0 });
      await runAdminCommand({ command: "deactivate", email: "lowlevel@dvm.demo" });
      const off = await (
        await userDetails(get("/api/get-user-details/lowlevel@dvm.demo", low), params({ email: "lowlevel@dvm.demo" }))
      ).json();
      expect(off.active).toBe(0);
      await runAdminCommand({ command: "activate", email: "lowlevel@dvm.demo" });
    });
    it("answers 401, 403 and 400 without leaking another user's status", async () => {
      expect(
        (await userDetails(get("/api/get-user-details/buyer@dvm.demo"), params({ email: "buyer@dvm.demo" }))).status,
      ).toBe(401);
      const other = await userDetails(
        get("/api/get-user-details/buyer@dvm.demo", low),
        params({ email: "buyer@dvm.demo" }),
      );
      expect(other.status).toBe(403);
      expect(await other.json()).not.toHaveProperty("active");
      const bad = await userDetails(get("/api/get-user-details/not-an-email", low), params({ email: "not-an-email" }));
      expect(bad.status).toBe(400);
      expect((await bad.json()).message).toBe("Enter a valid email address.");
    });
  });

  describe("POST /api/social-login", () => {
    beforeAll(async () => {
      await db.db
        .insert(account)
        .values({ id: "g-1", accountId: "google-123", providerId: "google", userId: "demo-lowlevel" })
        .onConflictDoNothing();
    });
    const body = (over: Record<string, unknown> = {}) => ({
      first_name: "Luis",
      last_name: "Ortega",
      type: "Web",
      id: "google-123",
      account_type: "google",
      email: "lowlevel@dvm.demo",
      ...over,
    });

    it("syncs the linked provider account and returns the stored user", async () => {
      const res = await socialLogin(postJson("/api/social-login", body(), low));
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        success: true,
        error: null,
        user: { id: "demo-lowlevel", email: "lowlevel@dvm.demo", first_name: "Luis", position: "Technician" },
      });
    });
    it("refuses another identity, a blocked account and bad input", async () => {
      expect((await socialLogin(postJson("/api/social-login", body()))).status).toBe(401);
      expect((await socialLogin(postJson("/api/social-login", body({ id: "google-999" }), low))).status).toBe(403);
      expect((await socialLogin(postJson("/api/social-login", body({ email: "buyer@dvm.demo" }), low))).status).toBe(
        403,
      );
      expect((await socialLogin(postJson("/api/social-login", body({ type: "App" }), low))).status).toBe(400);
      await db.db.update(user).set({ allowOnDvm: false }).where(eq(user.id, "demo-lowlevel"));
      const blocked = await socialLogin(postJson("/api/social-login", body(), low));
      expect(blocked.status).toBe(403);
      expect(await blocked.json()).toMatchObject({
        success: false,
        user: null,
        error: expect.stringMatching(/not allowed/),
      });
      await db.db.update(user).set({ allowOnDvm: true }).where(eq(user.id, "demo-lowlevel"));
    });
  });

  describe("admin command endpoint", () => {
    it("needs the server's admin token", async () => {
      const req = (auth?: string) =>
        new Request("http://localhost:3000/api/accounts/admin-command", {
          method: "POST",
          headers: { "content-type": "application/json", ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
          body: JSON.stringify({ command: "confirm", email: "unconfirmed@dvm.demo" }),
        });
      expect((await adminCommand(req())).status).toBe(403);
      expect((await adminCommand(req("0".repeat(64)))).status).toBe(403);
      expect(await countWhere(db.db, `"user"`, "id = 'demo-unconfirmed' and confirmed = 1")).toBe(0);
      expect((await adminCommand(req(adminToken()))).status).toBe(200);
      expect(await countWhere(db.db, `"user"`, "id = 'demo-unconfirmed' and confirmed = 1")).toBe(1);
    });
  });

  it("keeps one ledger row per user and day in the database itself", async () => {
    await db.db.insert(coinLedger).values({ userId: "demo-buyer", amount: 1, reason: "x", rewardDay: "2030-01-01" });
    await expect(
      db.db.insert(coinLedger).values({ userId: "demo-buyer", amount: 1, reason: "x", rewardDay: "2030-01-01" }),
    ).rejects.toThrow();
    await db.db.execute(sql`delete from coin_ledger where reward_day = '2030-01-01'`);
  });
});
