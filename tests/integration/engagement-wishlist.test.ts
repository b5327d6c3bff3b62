import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as update } from "@/app/api/user/wishlist/update/route";
import { GET as list } from "@/app/api/user/wishlist/[userId]/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";

describe.each(backends)("wishlist API on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let rep: string;
  let productId: number;
  let otherProductId: number;
  let serviceId: number;
  const rows = async (userId: string) =>
    (await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from wishlists where user_id = ${userId}`))[0]!
      .n;
  const toggle = (body: unknown, cookie?: string) => update(postJson("/api/user/wishlist/update", body, cookie));
  const read = (userId: string, cookie?: string) =>
    list(get(`/api/user/wishlist/${userId}`, cookie), params({ userId }));

  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedCatalog(db.db, { products: 60 });
    await seedDemoUsers(db.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    rep = await sessionCookie("salesrep@dvm.demo", "DemoSalesRep#2026");
    const ps = await queryRows<{ id: number }>(db.db, sql`select id from products order by id limit 2`);
    productId = ps[0]!.id;
    otherProductId = ps[1]!.id;
    serviceId = (await queryRows<{ id: number }>(db.db, sql`select id from services order by id limit 1`))[0]!.id;
  });
  afterAll(async () => db?.dispose());

  it("toggles a product on, then off, answering the count", async () => {
    const on = await toggle({ customer_id: "demo-buyer", product_id: productId }, buyer);
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ success: true, count: 1 });
    const state = await (await read("demo-buyer", buyer)).json();
    expect(state).toEqual({ success: true, data: [{ product_id: productId }], serviceWishlist: [], count: 1 });

    const off = await toggle({ customer_id: "demo-buyer", product_id: productId }, buyer);
    expect(await off.json()).toMatchObject({ success: true, count: 0 });
    expect(await rows("demo-buyer")).toBe(0);
  });

  it("keeps products and services apart and counts both", async () => {
    await toggle({ customer_id: "demo-buyer", product_id: otherProductId }, buyer);
    const res = await toggle({ customer_id: "demo-buyer", service_id: serviceId }, buyer);
    expect((await res.json()).count).toBe(2);
    const state = await (await read("demo-buyer", buyer)).json();
    expect(state.data).toEqual([{ product_id: otherProductId }]);
    expect(state.serviceWishlist).toEqual([{ service_id: serviceId }]);
    expect(state.count).toBe(2);
  });

  it("answers 401 signed out, 403 for another user's id, and writes nothing", async () => {
    const before = await rows("demo-lowlevel");
    expect((await toggle({ customer_id: "demo-buyer", product_id: productId })).status).toBe(401);
    expect((await read("demo-buyer")).status).toBe(401);
    const forged = await toggle({ customer_id: "demo-lowlevel", product_id: productId }, buyer);
    expect(forged.status).toBe(403);
    expect((await forged.json()).success).toBe(false);
    expect((await read("demo-lowlevel", buyer)).status).toBe(403);
    expect(await rows("demo-lowlevel")).toBe(before);
  });

  it("rejects bad input with a clear 400 and nothing written", async () => {
    const before = await rows("demo-buyer");
    for (const body of [
      { customer_id: "demo-buyer" },
      { customer_id: "demo-buyer", product_id: productId, service_id: serviceId },
      { customer_id: "demo-buyer", product_id: "abc" },
      { product_id: productId },
    ]) {
      const res = await toggle(body, buyer);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).message).toBeTruthy();
    }
    const missing = await toggle({ customer_id: "demo-buyer", product_id: 99_999_999 }, buyer);
    expect(missing.status).toBe(404);
    expect(await rows("demo-buyer")).toBe(before);
  });

  it("has no wishlist for sales reps", async () => {
    expect((await toggle({ customer_id: "demo-salesrep", product_id: productId }, rep)).status).toBe(403);
    expect((await read("demo-salesrep", rep)).status).toBe(403);
    expect(await rows("demo-salesrep")).toBe(0);
  });
});
