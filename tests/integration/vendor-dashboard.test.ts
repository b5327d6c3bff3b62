import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { orderLineCancellations, products, sampleRequests } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as dashboard } from "@/app/api/vendor/v1/dashboard/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, sessionCookie } from "../helpers/sessions";
import { placeTestOrder } from "../helpers/vendor-fixtures";
import { insertPriceRequest } from "../helpers/price-requests";

describe.each(backends)("vendor dashboard panels on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let owner: string;
  let otherVendor: string;
  let buyer: string;
  let order: Awaited<ReturnType<typeof placeTestOrder>>;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 600 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    otherVendor = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    order = await placeTestOrder(h.db, 1, [5, 2]);
    // two units of the first line were cancelled: they are not sales
    await h.db.insert(orderLineCancellations).values({ orderItemId: order.lineIds[0]!, quantity: 2, reason: "test" });
    await placeTestOrder(h.db, 1402, [9]);
    const [p] = await h.db.select({ id: products.id }).from(products).where(eq(products.vendorId, 1)).limit(1);
    await insertPriceRequest(h.db, { userId: "demo-buyer", vendorId: 1, productId: p!.id });
    await h.db.insert(sampleRequests).values({ userId: "demo-buyer", vendorId: 1, productId: p!.id });
    await h.db
      .insert(sampleRequests)
      .values({ userId: "demo-buyer", vendorId: 1, productId: p!.id, status: "declined" });
    await h.db.execute(sql`update products set quantity = 100, max_quantity_threshold = null where vendor_id = 1`);
    await h.db.execute(sql`update products set quantity = 3, status = 'published' where id = ${p!.id}`);
  });
  afterAll(async () => h?.dispose());

  it("top products count units sold less cancelled, this vendor's orders only", async () => {
    const body = await (await dashboard(get("/api/vendor/v1/dashboard", owner))).json();
    const lines = await queryRows<{ sku: string; quantity: number; unit_price_cents: number }>(
      h.db,
      sql`select sku, quantity, unit_price_cents from order_items where order_id = ${order.id} order by id`,
    );
    expect(body.top_products).toHaveLength(2);
    expect(body.top_products[0]).toMatchObject({
      sku: lines[0]!.sku,
      units: 3,
      gross: (3 * lines[0]!.unit_price_cents) / 100,
    });
    expect(body.top_products[1]).toMatchObject({ sku: lines[1]!.sku, units: 2 });
    const theirs = await (await dashboard(get("/api/vendor/v1/dashboard", otherVendor))).json();
    expect(theirs.top_products.map((t: { units: number }) => t.units)).toEqual([9]);
  });

  it("top products keep each variation apart, named by its own caption", async () => {
    // one of Sandhill's products sold as a 12-pack and a 36-pack
    const [p] = await queryRows<{ id: number; name: string }>(
      h.db,
      sql`select id, name from products where vendor_id = 1 order by id desc limit 1`,
    );
    const vars = await queryRows<{ id: number; caption: string; sku: string }>(
      h.db,
      sql`insert into product_variations (product_id, sku, caption, quantity)
          values (${p!.id}, 'TOP-12', '12 pack', 50), (${p!.id}, 'TOP-36', '36 pack', 50)
          returning id, caption, sku`,
    );
    const o = await placeTestOrder(h.db, 1, [1]);
    await h.db
      .execute(sql`insert into order_items (order_id, product_id, variation_id, name, sku, unit_price_cents, quantity, line_total_cents)
      values (${o.id}, ${p!.id}, ${vars[0]!.id}, ${`${p!.name} — ${vars[0]!.caption}`}, ${vars[0]!.sku}, 100, 40, 4000),
             (${o.id}, ${p!.id}, ${vars[1]!.id}, ${`${p!.name} — ${vars[1]!.caption}`}, ${vars[1]!.sku}, 300, 30, 9000)`);
    const body = await (await dashboard(get("/api/vendor/v1/dashboard", owner))).json();
    const ofProduct = body.top_products.filter((t: { product_id: number }) => t.product_id === p!.id);
    expect(ofProduct.map((t: { variation_id: number; sku: string; units: number; name: string }) => t)).toEqual([
      expect.objectContaining({
        variation_id: vars[0]!.id,
        sku: vars[0]!.sku,
        units: 40,
        name: `${p!.name} — ${vars[0]!.caption}`,
      }),
      expect.objectContaining({
        variation_id: vars[1]!.id,
        sku: vars[1]!.sku,
        units: 30,
        name: `${p!.name} — ${vars[1]!.caption}`,
      }),
    ]);
  });

  it("low stock: under 10, or under the listing's threshold", async () => {
    let body = await (await dashboard(get("/api/vendor/v1/dashboard", owner))).json();
    expect(body.low_stock).toHaveLength(1);
    expect(body.low_stock[0]).toMatchObject({ quantity: 3, limit: 10 });
    const [p] = await h.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.vendorId, 1))
      .offset(1)
      .limit(1);
    await h.db.update(products).set({ quantity: 40, maxQuantityThreshold: 50 }).where(eq(products.id, p!.id));
    body = await (await dashboard(get("/api/vendor/v1/dashboard", owner))).json();
    expect(body.low_stock.map((l: { quantity: number; limit: number }) => [l.quantity, l.limit])).toEqual([
      [3, 10],
      [40, 50],
    ]);
    await h.db.update(products).set({ quantity: 50 }).where(eq(products.id, p!.id));
    body = await (await dashboard(get("/api/vendor/v1/dashboard", owner))).json();
    expect(body.low_stock).toHaveLength(1);
  });

  it("open requests: open price requests and samples not yet decided or sent; buyers are refused", async () => {
    const body = await (await dashboard(get("/api/vendor/v1/dashboard", owner))).json();
    expect(body.open_requests).toEqual({ price: 1, sample: 1 });
    expect((await dashboard(get("/api/vendor/v1/dashboard", buyer))).status).toBe(403);
    expect((await dashboard(get("/api/vendor/v1/dashboard"))).status).toBe(401);
  });
});
