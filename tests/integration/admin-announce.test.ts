import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, notifications, products, user } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedContent } from "@/db/seed/insert-content";
import { POST as announcePost } from "@/app/api/admin/announcements/route";
import { GET as queueGet } from "@/app/api/admin/moderation/route";
import { POST as moderatePost } from "@/app/api/admin/moderation/[id]/route";
import { onChange, type Change } from "@/lib/change-bus";
import { getLiveBus } from "@/features/notifications/server/live-bus";
import { usState } from "@/lib/us-states";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";

async function until(done: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}

describe.each(backends)("console announcements on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let operator: string;
  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedCatalog(db.db, { products: 40 });
    await seedContent(db.db);
    await seedDemoUsers(db.db);
    operator = await sessionCookie("operator@dvm.demo", "DemoOperator#2026");
  });
  afterAll(async () => db?.dispose());

  const count = async (userId: string) =>
    (await db.db.select().from(notifications).where(eq(notifications.userId, userId))).length;

  it("sends a coupon to a segment only (level 1, confirmed), live to each, audited", async () => {
    const before = {
      low: await count("demo-lowlevel"),
      rep: await count("demo-salesrep"),
      buyer: await count("demo-buyer"),
      unconfirmed: await count("demo-unconfirmed"),
      operator: await count("demo-operator"),
    };
    const frames = { low: 0, buyer: 0 };
    const offLow = getLiveBus().subscribe("demo-lowlevel", () => frames.low++);
    const offBuyer = getLiveBus().subscribe("demo-buyer", () => frames.buyer++);
    await getLiveBus().ready(); // with REDIS_URL set, pushes arrive only once the subscriber is connected
    const res = await announcePost(
      postJson("/api/admin/announcements", { kind: "coupon", level: "1", confirmed: "yes", state: "" }, operator),
    );
    await until(() => frames.low === 1); // through Redis the push lands a moment after the answer
    offLow();
    offBuyer();
    expect(frames).toEqual({ low: 1, buyer: 0 });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ success: true, recipients: 2 });
    expect(await count("demo-lowlevel")).toBe(before.low + 1);
    expect(await count("demo-salesrep")).toBe(before.rep + 1);
    expect(await count("demo-buyer")).toBe(before.buyer); // level 5
    expect(await count("demo-unconfirmed")).toBe(before.unconfirmed); // not confirmed
    expect(await count("demo-operator")).toBe(before.operator);
    const [entry] = await db.db.select().from(auditLog).where(eq(auditLog.action, "announcement.publish"));
    expect(entry).toMatchObject({ actorEmail: "operator@dvm.demo", targetType: "coupon" });
    expect(entry!.after).toMatchObject({ recipients: 2, audience: { level: 1, confirmed: true } });
  });

  it("a webinar to every buyer is one broadcast event", async () => {
    let frames = 0;
    const off = getLiveBus().subscribe("demo-buyer", () => frames++);
    await getLiveBus().ready();
    const res = await announcePost(postJson("/api/admin/announcements", { kind: "webinar" }, operator));
    await until(() => frames >= 1);
    off();
    const body = await res.json();
    const buyers = (await db.db.select().from(user)).filter((u) => u.role === "customer").length;
    expect(body).toMatchObject({ success: true, recipients: buyers });
    expect(frames).toBe(1);
  });

  it("a state by code or by name reaches the same buyers, however their accounts spell it", async () => {
    await db.db.update(user).set({ state: "mo" }).where(eq(user.id, "demo-lowlevel"));
    const missourians = (await db.db.select().from(user)).filter(
      (u) => u.role === "customer" && u.active && !u.softDelete && u.allowOnDvm && usState(u.state)?.code === "MO",
    );
    expect(new Set(missourians.map((u) => u.state)).size).toBeGreaterThan(1); // "Missouri" and "mo"
    for (const state of ["MO", "Missouri", " missouri "]) {
      const before = await count("demo-lowlevel");
      const res = await announcePost(postJson("/api/admin/announcements", { kind: "blog", state }, operator));
      expect(await res.json()).toMatchObject({ success: true, recipients: missourians.length });
      expect(await count("demo-lowlevel")).toBe(before + 1);
    }
    const before = (await db.db.select().from(notifications)).length;
    const typo = await announcePost(postJson("/api/admin/announcements", { kind: "blog", state: "Misery" }, operator));
    expect(typo.status).toBe(400);
    expect((await typo.json()).message).toBe(
      'No US state is called "Misery": write its name or code, like Missouri or MO.',
    );
    expect((await db.db.select().from(notifications)).length).toBe(before);
  });

  it("refuses bad input with a sentence and sends nothing", async () => {
    const before = (await db.db.select().from(notifications)).length;
    const bad = await announcePost(postJson("/api/admin/announcements", { kind: "poster" }, operator));
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/Choose coupon, webinar or blog/);
    const missing = await announcePost(
      postJson("/api/admin/announcements", { kind: "coupon", code: "NOPE" }, operator),
    );
    expect(missing.status).toBe(404);
    expect((await db.db.select().from(notifications)).length).toBe(before);
  });

  it("moderates listings waiting for review: publish, reject with a reason, refuse the rest", async () => {
    const [a, b] = await db.db.select({ id: products.id }).from(products).orderBy(products.id).limit(2);
    await db.db.update(products).set({ status: "pending_review" }).where(eq(products.id, a!.id));
    await db.db.update(products).set({ status: "pending_review" }).where(eq(products.id, b!.id));
    const buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    const refused = await moderatePost(
      postJson(`/api/admin/moderation/${a!.id}`, { decision: "approve" }, buyer),
      params({ id: String(a!.id) }),
    );
    expect(refused.status).toBe(403);
    expect((await queueGet(get("/api/admin/moderation", buyer))).status).toBe(403);
    const queue = await (await queueGet(get("/api/admin/moderation", operator))).json();
    expect(queue.data.map((p: { id: number }) => p.id).sort()).toEqual([a!.id, b!.id].sort());
    const changes: Change[] = [];
    const off = onChange((c) => void changes.push(c));
    const ok = await moderatePost(
      postJson(`/api/admin/moderation/${a!.id}`, { decision: "approve" }, operator),
      params({ id: String(a!.id) }),
    );
    expect(ok.status).toBe(200);
    const noReason = await moderatePost(
      postJson(`/api/admin/moderation/${b!.id}`, { decision: "reject", reason: "" }, operator),
      params({ id: String(b!.id) }),
    );
    expect(noReason.status).toBe(400);
    await moderatePost(
      postJson(`/api/admin/moderation/${b!.id}`, { decision: "reject", reason: "Photos missing" }, operator),
      params({ id: String(b!.id) }),
    );
    off();
    expect(changes).toEqual([
      { kind: "product", ids: [a!.id] },
      { kind: "product", ids: [b!.id] },
    ]);
    const rows = await db.db
      .select({ id: products.id, status: products.status })
      .from(products)
      .limit(2)
      .orderBy(products.id);
    expect(rows.map((r) => r.status)).toEqual(["published", "rejected"]);
    const again = await moderatePost(
      postJson(`/api/admin/moderation/${a!.id}`, { decision: "reject", reason: "Late" }, operator),
      params({ id: String(a!.id) }),
    );
    expect(again.status).toBe(400);
    const [entry] = await db.db.select().from(auditLog).where(eq(auditLog.action, "product.reject"));
    expect(entry!.after).toEqual({ status: "rejected", reason: "Photos missing" });
  });
});
