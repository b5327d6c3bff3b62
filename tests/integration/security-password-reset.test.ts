import { desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, verification } from "@/db/schema";
import { getAuth } from "@/features/accounts/server/auth";
import { PASSWORD_TEXT } from "@/features/accounts/rules";
import { backends, createTestDb } from "../helpers/test-db";
import { callAuth, cookieOf, register, uniqueEmail } from "./accounts-helpers";

describe.each(backends)("security: password reset on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    h = await createTestDb(backend);
  });
  afterAll(async () => h?.dispose());

  async function mailedToken(email: string): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const [m] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
      const token = m?.body.match(/\/auth\/reset-password\?token=([\w-]+)/)?.[1];
      if (token) return token;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no reset mail for ${email}`);
  }

  it("answers a known and an unknown address alike and mails only the known one", async () => {
    const email = uniqueEmail("reset");
    await register(email);
    const known = await callAuth("/request-password-reset", { email });
    const unknownEmail = uniqueEmail("nobody");
    const unknown = await callAuth("/request-password-reset", { email: unknownEmail });
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await mailedToken(email)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 100));
    expect(await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, unknownEmail))).toHaveLength(0);
  });

  it("resets once with the mailed token, applies the password policy and signs out every session", async () => {
    const email = uniqueEmail("reset");
    const session = cookieOf(await register(email));
    await callAuth("/request-password-reset", { email });
    const token = await mailedToken(email);

    const weak = await callAuth("/reset-password", { token, newPassword: "password1" });
    expect(weak.status).toBe(400);
    expect((await weak.json()).message).toBe(PASSWORD_TEXT.common);

    expect((await callAuth("/reset-password", { token, newPassword: "a fresh morning tide" })).status).toBe(200);
    const auth = await getAuth();
    expect(await auth.api.getSession({ headers: new Headers({ cookie: session }) })).toBeNull();
    expect((await callAuth("/sign-in/email", { email, password: "correct horse battery staple" })).status).toBe(401);
    expect((await callAuth("/sign-in/email", { email, password: "a fresh morning tide" })).status).toBe(200);
    // single use
    expect((await callAuth("/reset-password", { token, newPassword: "another quiet harbor" })).status).toBe(400);
  });

  it("refuses an expired token", async () => {
    const email = uniqueEmail("reset");
    await register(email);
    await callAuth("/request-password-reset", { email });
    const token = await mailedToken(email);
    await h.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, `reset-password:${token}`));
    expect((await callAuth("/reset-password", { token, newPassword: "a fresh morning tide" })).status).toBe(400);
  });
});
