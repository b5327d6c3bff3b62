import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { GET as session } from "@/app/api/auth/session/route";
import { GET as csrf } from "@/app/api/auth/csrf/route";
import { GET as providers } from "@/app/api/auth/providers/route";
import { GET as signin } from "@/app/api/auth/signin/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, sessionCookie } from "../helpers/sessions";

describe.each(backends)("SPEC §7 auth client endpoints on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedDemoUsers(h.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
  });
  afterAll(async () => h?.dispose());

  it("GET /api/auth/session answers {} for a visitor and the user with an expiry when signed in", async () => {
    const anon = await session(get("/api/auth/session"));
    expect(anon.status).toBe(200);
    expect(await anon.json()).toEqual({});
    const mine = await (await session(get("/api/auth/session", buyer))).json();
    expect(mine.user).toMatchObject({ id: "demo-buyer", email: "buyer@dvm.demo" });
    expect(Date.parse(mine.expires)).toBeGreaterThan(Date.now());
  });

  it("GET /api/auth/csrf hands out a token in a cookie and the body, and keeps it", async () => {
    const res = await csrf(get("/api/auth/csrf"));
    const { csrfToken } = await res.json();
    expect(csrfToken).toMatch(/^[a-f0-9]{64}$/);
    expect(res.headers.get("set-cookie")).toContain(`dvm.csrf-token=${csrfToken}`);
    const again = await csrf(get("/api/auth/csrf", `dvm.csrf-token=${csrfToken}`));
    expect((await again.json()).csrfToken).toBe(csrfToken);
    expect(again.headers.get("set-cookie")).toBeNull();
  });

  it("GET /api/auth/providers lists email and password sign-in", async () => {
    const list = await (await providers()).json();
    expect(list.credentials).toMatchObject({ id: "credentials", type: "credentials" });
  });

  it("GET /api/auth/signin?error=SessionRequired sends the visitor to the sign-in page with that error, same-site only", async () => {
    const res = await signin(get("/api/auth/signin?error=SessionRequired&callbackUrl=%2Fwishlist"));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth/signin?error=SessionRequired&callbackUrl=%2Fwishlist");
    const evil = await signin(get("/api/auth/signin?error=%3Cb%3E&callbackUrl=%2F%2Fevil.example"));
    expect(evil.headers.get("location")).toBe("/auth/signin?callbackUrl=%2F");
  });
});
