import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { getAuth } from "@/features/accounts/server/auth";
import { rateLimitKey } from "@/lib/rate-limit";
import { getRedis } from "@/lib/redis";
import { AUTH_LIMITS } from "@/features/accounts/server/auth-guard";
import { enabledSocialProviders } from "@/features/accounts/server/auth-hooks";
import { runAdminCommand } from "@/features/admin/server/cli";
import { PASSWORD_TEXT } from "@/features/accounts/rules";
import { reloadConfig } from "@/lib/config";
import { backends, createTestDb } from "../helpers/test-db";
import { callAuth, cookieOf, countWhere, freshIp, register, uniqueEmail } from "./accounts-helpers";

describe.each(backends)("accounts: registration, sign-in and sessions on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedDemoUsers(db.db);
  });
  afterAll(async () => db?.dispose());

  it("registers an unconfirmed buyer with every profile field and a passphrase", async () => {
    const email = uniqueEmail("reg");
    const res = await register(email, { position: "Practice Manager" });
    expect(res.status).toBe(200);
    expect(cookieOf(res)).toContain("session_token");
    const [u] = await db.db.select().from(user).where(eq(user.email, email));
    expect(u).toMatchObject({
      confirmed: 0,
      level: 1,
      coins: 0,
      position: "Practice Manager",
      firstName: "Ada",
      lastName: "Nguyen",
      clinicName: "Harbor Vet",
      state: "Oregon",
      name: "Ada Nguyen",
    });
  });

  it.each([
    ["short", "Ab1!xyz", PASSWORD_TEXT.tooShort],
    ["common", "Password123", PASSWORD_TEXT.common],
    ["too long", "x".repeat(300), PASSWORD_TEXT.tooLong],
  ])("refuses a %s password with a clear message and writes nothing", async (_label, password, message) => {
    const email = uniqueEmail("weak");
    const res = await register(email, { password });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
    expect(await countWhere(db.db, `"user"`, `email = '${email}'`)).toBe(0);
  });

  it("refuses missing fields, an unknown position and privileged fields are ignored", async () => {
    const noClinic = await register(uniqueEmail("f"), { clinicName: "" });
    expect(noClinic.status).toBe(400);
    expect((await noClinic.json()).message).toBe("Clinic name is required.");
    const badPosition = await register(uniqueEmail("f"), { position: "Admin" });
    expect(badPosition.status).toBe(400);
    const email = uniqueEmail("priv");
    const sneaky = await register(email, { level: 9, confirmed: 1, coins: 5000 });
    expect(sneaky.status).toBe(400); // Better Auth rejects fields the client may not set
    expect(await countWhere(db.db, `"user"`, `email = '${email}' and (level > 1 or confirmed = 1 or coins > 0)`)).toBe(
      0,
    );
  });

  it("sets an HttpOnly, SameSite=Lax session cookie and a new session on each sign-in", async () => {
    const a = await callAuth("/sign-in/email", { email: "buyer@dvm.demo", password: "DemoBuyer#2026" });
    const b = await callAuth("/sign-in/email", { email: "buyer@dvm.demo", password: "DemoBuyer#2026" });
    expect(a.status).toBe(200);
    const raw = a.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(cookieOf(a)).not.toBe(cookieOf(b));
  });

  it("locks failed sign-ins per account and address, counting failures only, never the owner elsewhere", async () => {
    const email = uniqueEmail("brute");
    await register(email);
    const attacker = freshIp();
    const { limit } = AUTH_LIMITS.signInFailuresPerAccountIp;
    // successes do not count: the owner signing in often never locks themselves out
    for (let i = 0; i < limit + 2; i++)
      expect((await callAuth("/sign-in/email", { email, password: "correct horse battery staple" })).status).toBe(200);
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i <= limit; i++) {
      last = await callAuth("/sign-in/email", { email, password: `wrong-guess-${i}-abc` }, { ip: attacker });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    // the attacker's address stays locked even with the right password; the owner elsewhere gets in
    const locked = await callAuth(
      "/sign-in/email",
      { email, password: "correct horse battery staple" },
      { ip: attacker },
    );
    expect(locked.status).toBe(429);
    expect((await callAuth("/sign-in/email", { email, password: "correct horse battery staple" })).status).toBe(200);
  });

  it("limits sign-in and registration per IP", async () => {
    const ip = freshIp();
    let last: Response | undefined;
    for (let i = 0; i <= AUTH_LIMITS.signInPerIp.limit; i++)
      last = await callAuth("/sign-in/email", { email: uniqueEmail("ip"), password: "whatever-it-is" }, { ip });
    expect(last!.status).toBe(429);
    const regIp = freshIp();
    const emails: string[] = [];
    for (let i = 0; i <= AUTH_LIMITS.signUpPerIp.limit; i++) {
      emails.push(uniqueEmail("regip"));
      last = await callAuth(
        "/sign-up/email",
        {
          email: emails.at(-1),
          password: "correct horse battery staple",
          firstName: "A",
          lastName: "B",
          clinicName: "C",
          position: "Other",
          state: "S",
          country: "US",
        },
        { ip: regIp },
      );
    }
    expect(last!.status).toBe(429);
    expect(last!.headers.get("retry-after")).toBeTruthy();
    expect(await countWhere(db.db, `"user"`, `email = '${emails.at(-1)}'`)).toBe(0);
  });

  it("revokes other sessions on a password change and applies the password policy", async () => {
    const email = uniqueEmail("pw");
    const first = cookieOf(await register(email));
    const second = cookieOf(await callAuth("/sign-in/email", { email, password: "correct horse battery staple" }));
    const auth = await getAuth();
    expect(await auth.api.getSession({ headers: new Headers({ cookie: second }) })).not.toBeNull();

    const weak = await callAuth(
      "/change-password",
      { currentPassword: "correct horse battery staple", newPassword: "password1" },
      { cookie: first },
    );
    expect(weak.status).toBe(400);
    expect((await weak.json()).message).toBe(PASSWORD_TEXT.common);

    const ok = await callAuth(
      "/change-password",
      { currentPassword: "correct horse battery staple", newPassword: "a brand new river stone" },
      { cookie: first },
    );
    expect(ok.status).toBe(200);
    expect(await auth.api.getSession({ headers: new Headers({ cookie: second }) })).toBeNull();
    expect((await callAuth("/sign-in/email", { email, password: "correct horse battery staple" })).status).toBe(401);
    expect((await callAuth("/sign-in/email", { email, password: "a brand new river stone" })).status).toBe(200);
  });

  it("tells a deactivated or deleted user why, but only with the right password", async () => {
    const email = uniqueEmail("blocked");
    await register(email);
    await runAdminCommand({ command: "deactivate", email });
    const right = await callAuth("/sign-in/email", { email, password: "correct horse battery staple" });
    expect(right.status).toBe(403);
    expect((await right.json()).message).toMatch(/deactivated/);
    expect((await callAuth("/sign-in/email", { email, password: "not the password" })).status).toBe(401);
    await runAdminCommand({ command: "activate", email });
    await runAdminCommand({ command: "soft-delete", email });
    expect(
      (await (await callAuth("/sign-in/email", { email, password: "correct horse battery staple" })).json()).message,
    ).toMatch(/deleted/);
    await runAdminCommand({ command: "restore", email });
    expect((await callAuth("/sign-in/email", { email, password: "correct horse battery staple" })).status).toBe(200);
  });

  it.runIf(Boolean(process.env.REDIS_URL))(
    "keeps the sign-in budgets in Redis so every instance shares them",
    async () => {
      const email = uniqueEmail("shared");
      const ip = freshIp();
      for (let i = 0; i < 3; i++) await callAuth("/sign-in/email", { email, password: "not-the-password" }, { ip });
      const redis = getRedis()!;
      expect(Number(await redis.get(rateLimitKey(`auth:signin:fail:${email}:${ip}`)))).toBe(3);
      expect(Number(await redis.get(rateLimitKey(`auth:signin:ip:${ip}`)))).toBe(3);
      expect((await redis.keys(`${rateLimitKey("ba:")}*${ip}*`)).length).toBeGreaterThan(0);
      await redis.del(rateLimitKey(`auth:signin:fail:${email}:${ip}`), rateLimitKey(`auth:signin:ip:${ip}`));
    },
  );

  it("enables Google and Microsoft only when both their id and secret are set", () => {
    const saved = { ...process.env };
    try {
      delete process.env.GOOGLE_CLIENT_ID;
      delete process.env.MICROSOFT_CLIENT_ID;
      reloadConfig();
      expect(enabledSocialProviders()).toEqual([]);
      process.env.GOOGLE_CLIENT_ID = "id";
      reloadConfig();
      expect(enabledSocialProviders()).toEqual([]);
      process.env.GOOGLE_CLIENT_SECRET = "secret";
      process.env.MICROSOFT_CLIENT_ID = "mid";
      process.env.MICROSOFT_CLIENT_SECRET = "msecret";
      reloadConfig();
      expect(enabledSocialProviders()).toEqual(["google", "microsoft"]);
    } finally {
      process.env = saved;
      reloadConfig();
    }
  });
});
