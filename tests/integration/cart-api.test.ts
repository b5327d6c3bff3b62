import { sql } from "drizzle-orm";
import { removedFromCartMessage } from "@/features/cart/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as add } from "@/app/api/add-cart-app/route";
import { GET as listing } from "@/app/api/cart-listing-app/[userId]/route";
import { POST as del } from "@/app/api/delete-cart-app/route";
import { POST as update } from "@/app/api/update-cart-app/route";
import { POST as check } from "@/app/api/cart-check-app/route";
import { GET as relatedRoute } from "@/app/api/cart/related/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts, count, setStock, type Buyable } from "../helpers/cart-fixtures";

describe.each(backends)("cart API on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let low: string;
  let rep: string;
  let items: Buyable[];
  const lines = () => count(h.db, sql`select count(*)::int as n from cart_items where user_id = 'demo-buyer'`);

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    low = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    rep = await sessionCookie("salesrep@dvm.demo", "DemoSalesRep#2026");
    items = await buyableProducts(h.db, 3);
    for (const it of items) await setStock(h.db, it.id, 10);
  });
  afterAll(async () => h?.dispose());

  it("adds a product and answers the SPEC §7 shape", async () => {
    const it0 = items[0]!;
    const res = await add(
      postJson(
        "/api/add-cart-app",
        { type: "product", customer_id: "demo-buyer", product_id: it0.id, vendor_id: it0.vendor_id, quantity: 2 },
        buyer,
      ),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, currentProductCountInCart: 2, minimum_order: null });
    expect(body.message).toBe("Added 2 to your cart.");
    const again = await (
      await add(
        postJson(
          "/api/add-cart-app",
          { type: "product", product_id: it0.id, vendor_id: it0.vendor_id, quantity: 3 },
          buyer,
        ),
      )
    ).json();
    expect(again.currentProductCountInCart).toBe(5);
  });

  it("counts what is already in the cart against the threshold and the stock", async () => {
    const it1 = items[1]!;
    await h.db.execute(sql`update products set max_quantity_threshold = 4 where id = ${it1.id}`);
    expect(
      (
        await add(
          postJson(
            "/api/add-cart-app",
            { type: "product", product_id: it1.id, vendor_id: it1.vendor_id, quantity: 3 },
            buyer,
          ),
        )
      ).status,
    ).toBe(200);
    const over = await add(
      postJson(
        "/api/add-cart-app",
        { type: "product", product_id: it1.id, vendor_id: it1.vendor_id, quantity: 2 },
        buyer,
      ),
    );
    expect(over.status).toBe(422);
    expect((await over.json()).message).toBe(
      "You already have 3 quantities of this item in cart. Allowed quantity is 4.",
    );
    const stock = await add(
      postJson(
        "/api/add-cart-app",
        { type: "product", product_id: items[2]!.id, vendor_id: items[2]!.vendor_id, quantity: 11 },
        buyer,
      ),
    );
    expect(stock.status).toBe(422);
    expect((await stock.json()).message).toContain("Only 10");
  });

  it("enforces minimum order, level, sales rep, vendor 407, price and stock", async () => {
    const it2 = items[2]!;
    await h.db.execute(sql`update products set minimum_order = 3 where id = ${it2.id}`);
    const min = await add(
      postJson(
        "/api/add-cart-app",
        { type: "product", product_id: it2.id, vendor_id: it2.vendor_id, quantity: 2 },
        buyer,
      ),
    );
    expect((await min.json()).message).toBe("The minimum order for this item is 3.");
    // the quantity the product page raised to the minimum: the answer says what went in and why
    const atMin = await add(
      postJson(
        "/api/add-cart-app",
        { type: "product", product_id: it2.id, vendor_id: it2.vendor_id, quantity: 3 },
        buyer,
      ),
    );
    expect(await atMin.json()).toMatchObject({
      success: true,
      currentProductCountInCart: 3,
      minimum_order: 3,
      message: "Added 3 to your cart (the vendor's minimum order for this item is 3).",
    });
    await h.db.execute(sql`delete from cart_items where product_id = ${it2.id}`);
    await h.db.execute(sql`update products set minimum_order = null where id = ${it2.id}`);

    const [high] = await queryRows<{ id: number; vendor_id: number; level: number }>(
      h.db,
      sql`select id, vendor_id, level from products where level > 1 and type <> 'variation' and vendor_id <> 407 and in_stock = 'Y' and quantity > 0 and see_price <> 'request' and see_price <> 'already-requested' and coalesce(price_cents, 0) > 0 limit 1`,
    );
    const lvl = await add(
      postJson(
        "/api/add-cart-app",
        { type: "product", product_id: high!.id, vendor_id: high!.vendor_id, quantity: 1 },
        low,
      ),
    );
    expect(lvl.status).toBe(403);
    expect((await lvl.json()).message).toBe(`Upgrade yourself to level ${high!.level} to buy this product.`);

    expect(
      (
        await add(
          postJson(
            "/api/add-cart-app",
            { type: "product", product_id: it2.id, vendor_id: it2.vendor_id, quantity: 1 },
            rep,
          ),
        )
      ).status,
    ).toBe(403);
    const [v407] = await queryRows<{ id: number }>(h.db, sql`select id from products where vendor_id = 407 limit 1`);
    expect(
      (
        await add(
          postJson("/api/add-cart-app", { type: "product", product_id: v407!.id, vendor_id: 407, quantity: 1 }, buyer),
        )
      ).status,
    ).toBe(403);

    await h.db.execute(sql`update products set quantity = 0 where id = ${it2.id}`);
    const out = await add(
      postJson(
        "/api/add-cart-app",
        { type: "product", product_id: it2.id, vendor_id: it2.vendor_id, quantity: 1 },
        buyer,
      ),
    );
    expect((await out.json()).message).toBe("This item is out of stock.");
    await setStock(h.db, it2.id, 10);
  });

  it("refuses bad input with 400 and writes nothing; 401 signed out; 403 for another customer_id", async () => {
    const before = await lines();
    const it2 = items[2]!;
    for (const bad of [
      { type: "product", product_id: it2.id, vendor_id: it2.vendor_id, quantity: 0 },
      { type: "product", product_id: it2.id, vendor_id: it2.vendor_id, quantity: 1.5 },
      { type: "product", product_id: "abc", vendor_id: it2.vendor_id, quantity: 1 },
      { type: "nope" },
      { type: "product", product_id: it2.id, vendor_id: it2.vendor_id + 1, quantity: 1 },
    ]) {
      const res = await add(postJson("/api/add-cart-app", bad, buyer));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((await res.json()).message).toBeTruthy();
    }
    const [v] = await queryRows<{ id: number; product_id: number }>(
      h.db,
      sql`select x.id, x.product_id from product_variations x limit 2`,
    );
    const [other] = await queryRows<{ id: number; vendor_id: number }>(
      h.db,
      sql`select id, vendor_id from products where id <> ${v!.product_id} and type <> 'variation' limit 1`,
    );
    const wrongVar = await add(
      postJson(
        "/api/add-cart-app",
        { type: "product", product_id: other!.id, vendor_id: other!.vendor_id, variation_id: v!.id, quantity: 1 },
        buyer,
      ),
    );
    expect(wrongVar.status).toBe(400);
    expect((await wrongVar.json()).message).toBe("This variation does not belong to this product.");
    expect(await lines()).toBe(before);
    expect(
      (
        await add(
          postJson("/api/add-cart-app", { type: "product", product_id: it2.id, vendor_id: it2.vendor_id, quantity: 1 }),
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await add(
          postJson(
            "/api/add-cart-app",
            {
              type: "product",
              customer_id: "demo-lowlevel",
              product_id: it2.id,
              vendor_id: it2.vendor_id,
              quantity: 1,
            },
            buyer,
          ),
        )
      ).status,
    ).toBe(403);
    expect(await lines()).toBe(before);
  });

  it("adds a service plan and lists vendorProducts, vendorServices, count and addresses", async () => {
    const [plan] = await queryRows<{ id: number; service_id: number; provider_id: number }>(
      h.db,
      sql`select sp.id, sp.service_id, s.provider_id from service_plans sp join services s on s.id = sp.service_id where sp.fee_cents > 0 limit 1`,
    );
    const res = await add(
      postJson(
        "/api/add-cart-app",
        {
          type: "service",
          plan_id: plan!.id,
          service_id: plan!.service_id,
          vendor_id: plan!.provider_id,
          quantity: 1,
          number_of_license: 2,
        },
        buyer,
      ),
    );
    expect(res.status).toBe(200);
    const list = await (
      await listing(get("/api/cart-listing-app/demo-buyer", buyer), params({ userId: "demo-buyer" }))
    ).json();
    expect(list).toMatchObject({ success: true, count: 3 });
    expect(list.vendorProducts).toHaveLength(2);
    for (const v of list.vendorProducts)
      for (const p of v.products) {
        for (const f of [
          "name",
          "id",
          "image",
          "price_catalog",
          "price",
          "price_discounted",
          "price_discounted_end",
          "parent_id",
          "sku",
          "slug",
          "parent_slug",
          "max_quantity_threshold",
          "max_available_quantity",
          "minimum_order",
        ])
          expect(p).toHaveProperty(f);
        expect(p.cart_items).toMatchObject({ quantity: expect.any(Number), checked: "Y" });
      }
    const planOut = list.vendorServices[0].plans[0];
    for (const f of [
      "id",
      "service_id",
      "additional_fee",
      "equipment_fee",
      "fee",
      "name",
      "type",
      "vendor_id",
      "service",
    ])
      expect(planOut).toHaveProperty(f);
    expect(planOut.cart_items.number_of_license).toBe(2);
    expect(list.addresses.length).toBeGreaterThan(0);
    // related: the best sellers of the cart's categories, in stock, buyable online, not in the cart already
    const expected = await queryRows<{ id: number }>(
      h.db,
      sql`select p.id from products p
        where p.category_id in (select category_id from products where id in (select product_id from cart_items where user_id = 'demo-buyer'))
          and p.id not in (select product_id from cart_items where user_id = 'demo-buyer')
          and p.in_stock = 'Y' and p.vendor_id <> 407 and p.status = 'published'
        order by p.unit_sold desc, p.id limit 8`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(list.relatedProducts.map((c: { id: number }) => c.id)).toEqual(expected.map((r) => r.id));
    // the cart page reads the same row on its own; a sales rep has no cart, a visitor is asked to sign in
    const own = await (await relatedRoute(get("/api/cart/related", buyer))).json();
    expect(own.relatedProducts.map((c: { id: number }) => c.id)).toEqual(expected.map((r) => r.id));
    expect((await (await relatedRoute(get("/api/cart/related", rep))).json()).relatedProducts).toEqual([]);
    expect((await relatedRoute(get("/api/cart/related"))).status).toBe(401);
    const sum =
      list.vendorProducts
        .flatMap((v: { products: { line_total_cents: number }[] }) => v.products)
        .reduce((n: number, p: { line_total_cents: number }) => n + p.line_total_cents, 0) + planOut.total_cents;
    expect(list.total_cents).toBe(sum);
    expect(
      (await listing(get("/api/cart-listing-app/demo-lowlevel", buyer), params({ userId: "demo-lowlevel" }))).status,
    ).toBe(403);
    expect((await listing(get("/api/cart-listing-app/demo-buyer"), params({ userId: "demo-buyer" }))).status).toBe(401);
  });

  it("steps quantities with the SPEC §5 rules, ignores tampered quantities, and 403s another user's line", async () => {
    const [line] = await queryRows<{ id: number; quantity: number; vendor_id: number }>(
      h.db,
      sql`select id, quantity, vendor_id from cart_items where user_id = 'demo-buyer' and product_id = ${items[1]!.id}`,
    );
    const plus = await update(
      postJson(
        "/api/update-cart-app",
        { id: line!.id, vendor_id: line!.vendor_id, quantity: 1, action: "addition" },
        buyer,
      ),
    );
    expect((await plus.json()).quantity).toBe(4);
    const over = await update(
      postJson(
        "/api/update-cart-app",
        { id: line!.id, vendor_id: line!.vendor_id, quantity: 1, action: "addition" },
        buyer,
      ),
    );
    expect(over.status).toBe(422);
    expect((await over.json()).message).toBe("Allowed quantity is 4.");
    expect(
      (await update(postJson("/api/update-cart-app", { id: line!.id, quantity: 50, action: "addition" }, buyer)))
        .status,
    ).toBe(400);
    const minus = await update(
      postJson("/api/update-cart-app", { id: line!.id, quantity: 1, action: "deletion" }, buyer),
    );
    expect((await minus.json()).quantity).toBe(3);
    const lowCookie = low;
    expect(
      (await update(postJson("/api/update-cart-app", { id: line!.id, quantity: 1, action: "deletion" }, lowCookie)))
        .status,
    ).toBe(403);
    expect(
      (await del(postJson("/api/delete-cart-app", { type: "product", cart_id: line!.id }, lowCookie))).status,
    ).toBe(403);
    expect(
      (await check(postJson("/api/cart-check-app", { type: "product", cart_id: line!.id, checked: "N" }, lowCookie)))
        .status,
    ).toBe(403);
    expect(
      (await check(postJson("/api/cart-check-app", { type: "product", cart_id: line!.id, checked: "N" }, buyer)))
        .status,
    ).toBe(200);
    const list = await (
      await listing(get("/api/cart-listing-app/demo-buyer", buyer), params({ userId: "demo-buyer" }))
    ).json();
    const unchecked = list.vendorProducts
      .flatMap((v: { products: unknown[] }) => v.products)
      .find((p: { cart_items: { id: number } }) => p.cart_items.id === line!.id);
    expect(unchecked.cart_items.checked).toBe("N");
  });

  it("adds a variation against its own stock and limits; the listing names its parent", async () => {
    const [v] = await queryRows<{ id: number; product_id: number; vendor_id: number }>(
      h.db,
      sql`select x.id, x.product_id, p.vendor_id from product_variations x join products p on p.id = x.product_id
      where p.vendor_id <> 407 and p.level <= 5 and p.see_price in ('login', 'without_login') and p.in_stock = 'Y' and coalesce(x.price_cents, x.price_catalog_cents, 0) > 0 order by x.id limit 1`,
    );
    await h.db.execute(
      sql`update product_variations set quantity = 3, minimum_order = null, max_quantity_threshold = null where id = ${v!.id}`,
    );
    const ok = await add(
      postJson(
        "/api/add-cart-app",
        { type: "product", product_id: v!.product_id, variation_id: v!.id, vendor_id: v!.vendor_id, quantity: 2 },
        buyer,
      ),
    );
    expect(ok.status).toBe(200);
    const over = await add(
      postJson(
        "/api/add-cart-app",
        { type: "product", product_id: v!.product_id, variation_id: v!.id, vendor_id: v!.vendor_id, quantity: 2 },
        buyer,
      ),
    );
    expect((await over.json()).message).toBe("Only 3 of this item are in stock. Allowed quantity is 3.");
    expect(
      (
        await add(
          postJson(
            "/api/add-cart-app",
            { type: "product", product_id: v!.product_id, vendor_id: v!.vendor_id, quantity: 1 },
            buyer,
          ),
        )
      ).status,
    ).toBe(400);
    const list = await (
      await listing(get("/api/cart-listing-app/demo-buyer", buyer), params({ userId: "demo-buyer" }))
    ).json();
    const line = list.vendorProducts
      .flatMap((g: { products: { id: number; parent_id: number }[] }) => g.products)
      .find((p: { id: number }) => p.id === v!.id);
    expect(line).toMatchObject({ id: v!.id, parent_id: v!.product_id, max_available_quantity: 3 });
    await h.db.execute(sql`delete from cart_items where variation_id = ${v!.id}`);
  });

  it("deletes one line or a whole vendor", async () => {
    const [line] = await queryRows<{ id: number }>(
      h.db,
      sql`select id from cart_items where user_id = 'demo-buyer' order by id limit 1`,
    );
    const res = await (
      await del(
        postJson("/api/delete-cart-app", { type: "product", customer_id: "demo-buyer", cart_id: line!.id }, buyer),
      )
    ).json();
    expect(res).toMatchObject({
      success: true,
      count: 2,
      currentProductCountInCart: 0,
      message: "1 item removed from your cart.",
    });
    expect((await del(postJson("/api/delete-cart-app", { type: "vendor" }, buyer))).status).toBe(400);
    const before = await lines();
    const all = await (
      await del(postJson("/api/delete-cart-app", { type: "vendor", vendor_id: items[1]!.vendor_id }, buyer))
    ).json();
    expect(before).toBeGreaterThan(0);
    expect(all).toMatchObject({ removed: before, message: removedFromCartMessage(before) });
    expect(await lines()).toBe(0);
  });
});
