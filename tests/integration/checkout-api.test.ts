import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as addAddress } from "@/app/api/checkout/addresses/route";
import { PUT as editAddress } from "@/app/api/checkout/addresses/[id]/route";
import { POST as coupon } from "@/app/api/checkout/coupon/route";
import { POST as add } from "@/app/api/add-cart-app/route";
import { GET as ordersList } from "@/app/api/orders/route";
import { POST as ops } from "@/app/api/ops/order-status/route";
import { opsToken } from "@/features/orders/ops-token";
import { reloadConfig } from "@/lib/config";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts, count, setStock } from "../helpers/cart-fixtures";

const address = {
  label: "Annex",
  full_name: "Dana Whitfield",
  line1: "12 Elm St",
  city: "Joplin",
  state: "MO",
  zip: "64801",
};
const put = (url: string, body: unknown, cookie?: string) =>
  new Request(`http://localhost:3000${url}`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe.each(backends)("checkout API on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let other: string;
  const addresses = () => count(h.db, sql`select count(*)::int as n from addresses where user_id = 'demo-buyer'`);

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 200 });
    await seedDemoUsers(h.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    other = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    process.env.BETTER_AUTH_SECRET = "test-secret-for-ops-token-0123456789";
    reloadConfig();
  });
  afterAll(async () => {
    delete process.env.BETTER_AUTH_SECRET;
    reloadConfig();
    await h?.dispose();
  });

  it("adds and edits addresses; one default at a time; 400/401/403", async () => {
    const before = await addresses();
    const res = await addAddress(postJson("/api/checkout/addresses", { ...address, is_default_shipping: true }, buyer));
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(
      await count(
        h.db,
        sql`select count(*)::int as n from addresses where user_id = 'demo-buyer' and is_default_shipping`,
      ),
    ).toBe(1);
    const bad = await addAddress(postJson("/api/checkout/addresses", { ...address, zip: "12" }, buyer));
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain("ZIP code must look like 12345");
    expect((await addAddress(postJson("/api/checkout/addresses", address))).status).toBe(401);
    expect(await addresses()).toBe(before + 1);

    expect(
      (
        await editAddress(
          put(`/api/checkout/addresses/${id}`, { ...address, city: "Carthage" }, buyer),
          params({ id: String(id) }),
        )
      ).status,
    ).toBe(200);
    const [row] = await queryRows<{ city: string }>(h.db, sql`select city from addresses where id = ${id}`);
    expect(row!.city).toBe("Carthage");
    expect(
      (
        await editAddress(
          put(`/api/checkout/addresses/${id}`, { ...address, city: "Nope" }, other),
          params({ id: String(id) }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await editAddress(
          put(`/api/checkout/addresses/${id}`, { ...address, full_name: "" }, buyer),
          params({ id: String(id) }),
        )
      ).status,
    ).toBe(400);
  });

  it("previews a coupon against the vendor's cart lines", async () => {
    const [it0] = await buyableProducts(h.db, 1);
    await setStock(h.db, it0!.id, 20);
    await add(
      postJson(
        "/api/add-cart-app",
        { type: "product", product_id: it0!.id, vendor_id: it0!.vendor_id, quantity: 1 },
        buyer,
      ),
    );
    await h.db.execute(
      sql`insert into coupons (vendor_id, code, kind, value) values (${it0!.vendor_id}, 'TEN-OFF', 'percent', 10)`,
    );
    const ok = await (
      await coupon(postJson("/api/checkout/coupon", { vendor_id: it0!.vendor_id, code: "ten-off" }, buyer))
    ).json();
    expect(ok).toMatchObject({ success: true, code: "TEN-OFF" });
    expect(ok.discount).toBeGreaterThan(0);
    expect(ok.message).toBe(`Coupon applied: $${ok.discount.toFixed(2)} off.`);
    const wrong = await coupon(postJson("/api/checkout/coupon", { vendor_id: it0!.vendor_id, code: "NOTHING" }, buyer));
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).message).toBe("This coupon code is not valid.");
    expect(
      (await coupon(postJson("/api/checkout/coupon", { vendor_id: it0!.vendor_id, code: "" }, buyer))).status,
    ).toBe(400);
    expect(
      (await coupon(postJson("/api/checkout/coupon", { vendor_id: it0!.vendor_id, code: "TEN-OFF" }))).status,
    ).toBe(401);
  });

  it("lists the buyer's orders; the ops endpoint needs its token", async () => {
    expect((await ordersList(get("/api/orders"))).status).toBe(401);
    const list = await (await ordersList(get("/api/orders", buyer))).json();
    expect(list).toMatchObject({ success: true, orders: [] });
    const noToken = await ops(postJson("/api/ops/order-status", { order: "1", status: "confirmed" }));
    expect(noToken.status).toBe(401);
    const req = new Request("http://localhost:3000/api/ops/order-status", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${opsToken()}` },
      body: JSON.stringify({ order: "999999", status: "confirmed" }),
    });
    expect((await ops(req)).status).toBe(404);
  });
});
