import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedItemOverlap } from "@/db/seed/item-overlap";
import { POST as add } from "@/app/api/add-cart-app/route";
import { GET as cartListing } from "@/app/api/cart-listing-app/[userId]/route";
import { GET as hints } from "@/app/api/cart/hints/route";
import { POST as swap } from "@/app/api/cart/swap/route";
import { viewerFromRequest } from "@/features/accounts/server/session";
import { cartPage } from "@/features/cart/server/listing";
import { soldElsewhere } from "@/features/catalog/server";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";

// Issue 43: the cart says when the same item is cheaper at another vendor, and swaps the line in one step.
describe.each(backends)("cheaper elsewhere in the cart on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const c: Record<string, string> = {};
  let dear = { id: 0, vendor_id: 0 };
  let cheap = { id: 0, vendor_id: 0 };
  const cartOf = (user: string) =>
    queryRows<{ id: number; product_id: number; quantity: number }>(
      h.db,
      sql`select id, product_id, quantity from cart_items where user_id = ${user} order by id`,
    );

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedItemOverlap(h.db);
    await seedDemoUsers(h.db);
    c.buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    c.other = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    const [item] = await queryRows<{ item_id: number }>(
      h.db,
      sql`select item_id from products where item_id is not null and vendor_id <> 407 group by item_id having count(*) >= 2 order by item_id limit 1`,
    );
    [dear, cheap] = await queryRows<{ id: number; vendor_id: number }>(
      h.db,
      sql`select id, vendor_id from products where item_id = ${item!.item_id} and vendor_id <> 407 order by id limit 2`,
    );
    await h.db.execute(
      sql`update products set item_id = null where item_id = ${item!.item_id} and id not in (${dear.id}, ${cheap.id})`,
    );
    await h.db
      .execute(sql`update products set see_price = 'without_login', level = 1, quantity = 100, in_stock = 'Y', pack_size = 10,
      minimum_order = null, max_quantity_threshold = null, price_discounted_cents = null where id in (${dear.id}, ${cheap.id})`);
    await h.db.execute(sql`update products set price_cents = 10000, price_catalog_cents = 10000 where id = ${dear.id}`);
    await h.db.execute(
      sql`update products set price_cents = 4200, price_catalog_cents = 4200, pack_size = 5 where id = ${cheap.id}`,
    );
  });
  afterAll(async () => h?.dispose());

  it("hints the cheaper vendor per unit, with the packs converted", async () => {
    const added = await add(
      postJson(
        "/api/add-cart-app",
        { type: "product", product_id: dear.id, vendor_id: dear.vendor_id, quantity: 2 },
        c.buyer,
      ),
    );
    expect(added.status, await added.clone().text()).toBe(200);
    const body = await (await hints(get("/api/cart/hints", c.buyer))).json();
    // 20 units: 4 packs of 5 at $42 = $168 instead of $200
    expect(body.hints).toEqual([
      expect.objectContaining({
        product_id: dear.id,
        saves: 32,
        to: expect.objectContaining({ product_id: cheap.id, quantity: 4 }),
      }),
    ]);
    expect((await hints(get("/api/cart/hints"))).status).toBe(401);
    // the cart page draws the same hints with the same listing the API gives, from one read of the lines
    const page = await cartPage((await viewerFromRequest(get("/cart", c.buyer)))!);
    expect(page.hints).toEqual(body.hints);
    const listing = await cartListing(
      get("/api/cart-listing-app/demo-buyer?related=0", c.buyer),
      params({ userId: "demo-buyer" }),
    );
    expect(JSON.parse(JSON.stringify(page.listing))).toEqual(await listing.json());
  });

  it("counts the target vendor's other lines (an option line too) toward its free shipping", async () => {
    const [opt] = await queryRows<{ product_id: number; variation_id: number; price: number }>(
      h.db,
      sql`select v.product_id, v.id as variation_id, v.price_cents as price from product_variations v
        join products p on p.id = v.product_id where p.vendor_id = ${cheap.vendor_id} and v.price_cents > 0
        and v.quantity > 0 order by v.id limit 1`,
    );
    if (!opt) return expect.unreachable("the seed gives the cheaper vendor a product with options");
    await h.db.execute(sql`update products set see_price = 'without_login', level = 1, in_stock = 'Y',
      minimum_order = null, max_quantity_threshold = null where id = ${opt.product_id}`);
    await h.db.execute(sql`update product_variations set minimum_order = null, max_quantity_threshold = null,
      price_catalog_cents = price_cents, price_discounted_cents = null where id = ${opt.variation_id}`);
    const added = await add(
      postJson(
        "/api/add-cart-app",
        {
          type: "product",
          product_id: opt.product_id,
          vendor_id: cheap.vendor_id,
          variation_id: opt.variation_id,
          quantity: 1,
        },
        c.buyer,
      ),
    );
    expect(added.status, await added.clone().text()).toBe(200);
    // free shipping at the option line's price plus the $168 swap: reached only when the option line counts
    await h.db.execute(sql`update vendors set minimum_amount_for_free_shipping_cents = ${opt.price + 16_800}
      where id = ${cheap.vendor_id}`);
    const body = await (await hints(get("/api/cart/hints", c.buyer))).json();
    await h.db.execute(sql`delete from cart_items where user_id = 'demo-buyer' and variation_id is not null`);
    expect(body.hints[0].shipping).toContain(
      `${body.hints[0].to.vendor_name} reaches free shipping ($${((opt.price + 16_800) / 100).toFixed(2)}).`,
    );
  });

  it("another buyer cannot swap this line: 404, nothing changed", async () => {
    const [line] = await cartOf("demo-buyer");
    const res = await swap(postJson("/api/cart/swap", { cart_id: line!.id, product_id: cheap.id }, c.other));
    expect(res.status).toBe(404);
    expect(await cartOf("demo-buyer")).toEqual([line]);
    expect(await cartOf("demo-lowlevel")).toEqual([]);
  });

  it("the new line passes the add-to-cart gate: above the vendor's limit it is refused and the cart stays", async () => {
    const before = await cartOf("demo-buyer");
    await h.db.execute(sql`update products set max_quantity_threshold = 3 where id = ${cheap.id}`);
    const res = await swap(postJson("/api/cart/swap", { cart_id: before[0]!.id, product_id: cheap.id }, c.buyer));
    expect([res.status, (await res.json()).message]).toEqual([
      422,
      "You already have 0 quantities of this item in cart. Allowed quantity is 3.",
    ]);
    expect(await cartOf("demo-buyer")).toEqual(before);
    await h.db.execute(sql`update products set max_quantity_threshold = null where id = ${cheap.id}`);
  });

  it("swaps the line in one step, the server choosing the quantity", async () => {
    const [line] = await cartOf("demo-buyer");
    const res = await swap(postJson("/api/cart/swap", { cart_id: line!.id, product_id: cheap.id }, c.buyer));
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await cartOf("demo-buyer")).map((l) => [l.product_id, l.quantity])).toEqual([[cheap.id, 4]]);
    const again = await swap(postJson("/api/cart/swap", { cart_id: line!.id, product_id: cheap.id }, c.buyer));
    expect(again.status).toBe(404);
  });
  it("reads offers only for the lines whose item another listing sells", async () => {
    const [alone] = await queryRows<{ id: number }>(
      h.db,
      sql`select id from products where item_id is null and id not in (${dear.id}, ${cheap.id}) order by id limit 1`,
    );
    const [single] = await queryRows<{ id: number }>(
      h.db,
      sql`select id from products where id not in (${dear.id}, ${cheap.id}, ${alone!.id}) order by id limit 1`,
    );
    // an item of its own, sold by no one else
    await h.db.execute(
      sql`update products set item_id = (select max(item_id) + 1000 from products) where id = ${single!.id}`,
    );
    const sold = await soldElsewhere([dear.id, cheap.id, alone!.id, single!.id, dear.id]);
    expect([...sold].sort((a, b) => a - b)).toEqual([dear.id, cheap.id].sort((a, b) => a - b));
    expect(await soldElsewhere([])).toEqual(new Set());
  });
});
