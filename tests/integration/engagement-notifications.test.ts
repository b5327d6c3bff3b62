import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedContent } from "@/db/seed/insert-content";
import { GET as list } from "@/app/api/user/notifications/[userId]/route";
import { GET as unread } from "@/app/api/user/notifications/[userId]/unread/route";
import { POST as read } from "@/app/api/user/notifications/read/route";
import { POST as readAll } from "@/app/api/user/notifications/read-all/route";
import { POST as publishRoute } from "@/app/api/internal/publish/route";
import { notify, type NotificationInput } from "@/features/notifications/server/notify";
import { reloadConfig } from "@/lib/config";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";

describe.each(backends)("notifications API on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let low: string;
  let rep: string;
  const page = (userId: string, cookie?: string, qs = "") =>
    list(get(`/api/user/notifications/${userId}${qs}`, cookie), params({ userId }));
  const add = async (n: number, input: Partial<NotificationInput> & { userId: string }) => {
    for (let i = 0; i < n; i++)
      await notify(db.db, { type: "Blogs", body: `Post ${i}`, clickableLink: `post-${i}`, ...input });
  };
  const clear = (userId: string) => db.db.execute(sql`delete from notifications where user_id = ${userId}`);

  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedCatalog(db.db, { products: 40 });
    await seedContent(db.db);
    await seedDemoUsers(db.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    low = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    rep = await sessionCookie("salesrep@dvm.demo", "DemoSalesRep#2026");
  });
  afterAll(async () => db?.dispose());

  it("pages at the edges 0, 20 and 21 in the SPEC shape", async () => {
    await clear("demo-buyer");
    const empty = await (await page("demo-buyer", buyer)).json();
    expect(empty).toMatchObject({ success: true, notifications: { data: [], total: 0 }, count: 0 });

    await add(20, { userId: "demo-buyer" });
    const twenty = await (await page("demo-buyer", buyer)).json();
    expect(twenty.notifications.data).toHaveLength(20);
    expect(twenty.notifications.total).toBe(20);
    expect(twenty.count).toBe(20);
    expect((await (await page("demo-buyer", buyer, "?page=2")).json()).notifications.data).toHaveLength(0);

    await add(1, { userId: "demo-buyer", body: "Newest" });
    const first = await (await page("demo-buyer", buyer, "?page=1")).json();
    expect(first.notifications.total).toBe(21);
    expect(first.notifications.data).toHaveLength(20);
    expect(first.notifications.data[0]).toMatchObject({
      body: "Newest",
      type: "Blogs",
      clickable_link: "post-0",
      alert_type: "success",
      read: false,
    });
    for (const f of [
      "id",
      "time",
      "type",
      "body",
      "channel",
      "message",
      "order_id",
      "response",
      "alert_type",
      "clickable_link",
      "chatmessages",
    ]) {
      expect(first.notifications.data[0]).toHaveProperty(f);
    }
    const second = await (await page("demo-buyer", buyer, "?page=2")).json();
    expect(second.notifications.data).toHaveLength(1);
    expect(second.notifications.data[0].body).toBe("Post 0");
  });

  it("excludes order notifications for sales reps, in the list and the count", async () => {
    await add(1, { userId: "demo-salesrep", type: "order", body: "Order shipped", orderId: 5 });
    await add(1, {
      userId: "demo-salesrep",
      type: "Coupons",
      body: "10% off",
      response: "SAVE10",
      clickableLink: "acme",
    });
    const body = await (await page("demo-salesrep", rep)).json();
    expect(body.notifications.total).toBe(1);
    expect(body.count).toBe(1);
    expect(body.notifications.data.map((n: { type: string }) => n.type)).toEqual(["Coupons"]);
    expect((await (await page("demo-salesrep", rep, "?type=order")).json()).notifications.total).toBe(0);

    await add(1, { userId: "demo-lowlevel", type: "order", body: "Order shipped", orderId: 6 });
    const buyerSide = await (await page("demo-lowlevel", low)).json();
    expect(buyerSide.notifications.data[0]).toMatchObject({ type: "order", order_id: 6 });
  });

  it("filters by type", async () => {
    await add(2, { userId: "demo-lowlevel", type: "Webinars", body: "Dental week", clickableLink: "dental-week" });
    const res = await (await page("demo-lowlevel", low, "?type=Webinars")).json();
    expect(res.notifications.total).toBe(2);
    expect(res.notifications.data.every((n: { type: string }) => n.type === "Webinars")).toBe(true);
  });

  it("rejects a bad page or type with 400; 401 signed out; 403 for another user's id", async () => {
    for (const qs of ["?page=0", "?page=-1", "?page=abc", "?page=1.5", "?type=Spam"]) {
      const res = await page("demo-buyer", buyer, qs);
      expect(res.status, qs).toBe(400);
      expect((await res.json()).message).toMatch(/page|type/);
    }
    expect((await page("demo-buyer")).status).toBe(401);
    expect((await page("demo-lowlevel", buyer)).status).toBe(403);
    expect(
      (await unread(get("/api/user/notifications/demo-lowlevel/unread", buyer), params({ userId: "demo-lowlevel" })))
        .status,
    ).toBe(403);
  });

  it("marks one as read, refuses other users' ids, and marks all", async () => {
    const [mine] = await queryRows<{ id: number }>(
      db.db,
      sql`select id from notifications where user_id = 'demo-buyer' and read_at is null limit 1`,
    );
    const [theirs] = await queryRows<{ id: number }>(
      db.db,
      sql`select id from notifications where user_id = 'demo-lowlevel' and read_at is null limit 1`,
    );
    const res = await read(
      postJson("/api/user/notifications/read", { customer_id: "demo-buyer", id: mine!.id }, buyer),
    );
    expect(await res.json()).toEqual({ success: true, count: 20 });
    // Someone else's notification id is simply not theirs to touch.
    await read(postJson("/api/user/notifications/read", { customer_id: "demo-buyer", id: theirs!.id }, buyer));
    const [still] = await queryRows<{ read_at: unknown }>(
      db.db,
      sql`select read_at from notifications where id = ${theirs!.id}`,
    );
    expect(still!.read_at).toBeNull();
    expect(
      (await read(postJson("/api/user/notifications/read", { customer_id: "demo-lowlevel", id: theirs!.id }, buyer)))
        .status,
    ).toBe(403);
    expect((await read(postJson("/api/user/notifications/read", { customer_id: "demo-buyer" }, buyer))).status).toBe(
      400,
    );
    expect((await read(postJson("/api/user/notifications/read", { customer_id: "demo-buyer", id: 1 }))).status).toBe(
      401,
    );

    const all = await readAll(postJson("/api/user/notifications/read-all", { customer_id: "demo-buyer" }, buyer));
    expect(await all.json()).toEqual({ success: true, count: 0 });
    const count = await (
      await unread(get("/api/user/notifications/demo-buyer/unread", buyer), params({ userId: "demo-buyer" }))
    ).json();
    expect(count).toEqual({ success: true, count: 0 });
  });

  it("publishes coupons to one buyer or all, only with the publish token", async () => {
    process.env.PUBLISH_TOKEN = "test-publish-token-123";
    reloadConfig();
    const call = (body: unknown, token?: string) => {
      const req = postJson("/api/internal/publish", body);
      if (token) req.headers.set("authorization", `Bearer ${token}`);
      return publishRoute(req);
    };
    expect((await call({ kind: "coupon", user: "demo-buyer" })).status).toBe(401);
    expect((await call({ kind: "coupon", user: "demo-buyer" }, "wrong")).status).toBe(401);
    const one = await call({ kind: "coupon", user: "buyer@dvm.demo" }, "test-publish-token-123");
    expect(one.status).toBe(200);
    expect((await one.json()).recipients).toBe(1);
    const [coupon] = (await (await page("demo-buyer", buyer, "?type=Coupons")).json()).notifications.data;
    expect(coupon.response).toMatch(/\S+/);
    expect(coupon.clickable_link).toMatch(/\S+/);

    const all = await (await call({ kind: "blog" }, "test-publish-token-123")).json();
    // every buyer: the five storefront demo accounts and the clinic group's four members (not the operator)
    expect(all.recipients).toBe(9);
    expect((await call({ kind: "webinar", link: "no-such-webinar" }, "test-publish-token-123")).status).toBe(404);
    expect((await call({ kind: "chat-reply", user: "demo-buyer" }, "test-publish-token-123")).status).toBe(400);
  });
});
