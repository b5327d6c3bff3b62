import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedItemOverlap } from "@/db/seed/item-overlap";
import { GET as offersRoute } from "@/app/api/products/[id]/offers/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, sessionCookie } from "../helpers/sessions";
import { insertPriceQuote, insertPriceRequest } from "../helpers/price-requests";

type Offer = {
  product_id: number;
  vendor_id: number;
  price: number | null;
  unit_price: number | null;
  see_price: string;
  can_buy: boolean;
  quoted: boolean;
  pack: { size: number };
};

// Issue 43: every vendor's offer of one item, each masked by the price rules of its own listing, for each role.
describe.each(backends)("offers of the same item across vendors on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const c: Record<string, string> = {};
  let ids: number[] = [];
  const exec = (q: ReturnType<typeof sql>) => h.db.execute(q);
  const offers = async (id: number, cookie?: string) => {
    const res = await offersRoute(get(`/api/products/${id}/offers`, cookie), params({ id: String(id) }));
    return { status: res.status, body: await res.json() };
  };
  const byId = async (cookie?: string) => {
    const { status, body } = await offers(ids[0]!, cookie);
    expect(status).toBe(200);
    return new Map((body.offers as Offer[]).map((o) => [o.product_id, o]));
  };

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedItemOverlap(h.db);
    await seedDemoUsers(h.db);
    c.buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    c.low = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    c.rep = await sessionCookie("salesrep@dvm.demo", "DemoSalesRep#2026");
    // the first item sold by at least five vendors, its listings arranged one rule each
    const [item] = await queryRows<{ item_id: number }>(
      h.db,
      sql`select item_id from products where item_id is not null group by item_id having count(*) >= 5 order by item_id limit 1`,
    );
    ids = (
      await queryRows<{ id: number }>(h.db, sql`select id from products where item_id = ${item!.item_id} order by id`)
    ).map((r) => r.id);
    const [open, login, request, levelled, hidden] = ids;
    await exec(sql`update products set see_price = 'without_login', level = 1, price_cents = 10000, price_catalog_cents = 10000,
      price_discounted_cents = null, quantity = 100, in_stock = 'Y', pack_size = 10, minimum_order = null where id in ${ids}`);
    await exec(
      sql`update products set see_price = 'login', price_cents = 9000, price_catalog_cents = 9000 where id = ${login}`,
    );
    await exec(sql`update products set see_price = 'request' where id = ${request}`);
    await exec(
      sql`update products set level = 3, price_cents = 16000, price_catalog_cents = 16000, pack_size = 20 where id = ${levelled}`,
    );
    await exec(sql`update products set vendor_id = 407 where id = ${hidden}`);
    expect(open).toBeDefined();
  });
  afterAll(async () => h?.dispose());

  it("a visitor sees open prices only, and can buy nothing", async () => {
    const o = await byId();
    const [open, login, request] = ids;
    expect(o.get(open!)).toMatchObject({ price: 100, unit_price: 10, can_buy: false });
    expect(o.get(login!)).toMatchObject({ price: null, unit_price: null, see_price: "login" });
    expect(o.get(request!)).toMatchObject({ price: null, see_price: "request" });
  });

  it("a low-level buyer sees signed-in prices, but cannot buy above their level; vendor 407 is never bought", async () => {
    const o = await byId(c.low);
    const [, login, request, levelled, hidden] = ids;
    expect(o.get(login!)).toMatchObject({ price: 90, can_buy: true });
    expect(o.get(request!)).toMatchObject({ price: null, can_buy: false });
    // packs differ: 20 to a pack at $160 is $8 a unit, the cheapest per unit, so listed first
    expect(o.get(levelled!)).toMatchObject({ price: 160, unit_price: 8, can_buy: false });
    expect(o.get(hidden!)).toMatchObject({ price: 100, can_buy: false });
    const { body } = await offers(ids[0]!, c.low);
    expect(body.offers[0].product_id).toBe(levelled);
  });

  it("a quote opens a 'request' offer to the buyer it was made for, and to no one else", async () => {
    const request = ids[2]!;
    const [v] = await queryRows<{ vendor_id: number }>(h.db, sql`select vendor_id from products where id = ${request}`);
    const { rfqId } = await insertPriceRequest(h.db, {
      userId: "demo-buyer",
      vendorId: v!.vendor_id,
      productId: request,
      status: "answered",
    });
    await insertPriceQuote(h.db, {
      rfqId,
      productId: request,
      priceCents: 7000,
      validUntil: new Date(Date.now() + 5 * 86_400_000),
    });
    expect((await byId(c.buyer)).get(request)).toMatchObject({ price: 70, quoted: true, can_buy: true, unit_price: 7 });
    expect((await byId(c.low)).get(request)).toMatchObject({ price: null, quoted: false });
    expect((await byId()).get(request)).toMatchObject({ price: null, quoted: false });
  });

  it("an open request reads 'already-requested' for its own buyer, and a lapsed quote prices nothing", async () => {
    const request = ids[2]!;
    const [v] = await queryRows<{ vendor_id: number }>(h.db, sql`select vendor_id from products where id = ${request}`);
    await insertPriceRequest(h.db, {
      userId: "demo-lowlevel",
      vendorId: v!.vendor_id,
      productId: request,
      status: "open",
    });
    expect((await byId(c.low)).get(request)).toMatchObject({
      price: null,
      see_price: "already-requested",
      quoted: false,
    });
    expect((await byId(c.buyer)).get(request)).toMatchObject({ price: 70, quoted: true });
    const { rfqId } = await insertPriceRequest(h.db, {
      userId: "demo-lowlevel",
      vendorId: v!.vendor_id,
      productId: request,
      status: "answered",
    });
    await insertPriceQuote(h.db, {
      rfqId,
      productId: request,
      priceCents: 5000,
      validUntil: new Date(Date.now() - 86_400_000),
    });
    expect((await byId(c.low)).get(request)).toMatchObject({ price: null, quoted: false });
  });

  it("a sales rep sees prices but buys nothing", async () => {
    const o = await byId(c.rep);
    expect(o.get(ids[1]!)).toMatchObject({ price: 90, can_buy: false });
    expect([...o.values()].every((x) => !x.can_buy)).toBe(true);
  });

  it("a hidden listing is not offered, and asking for it answers 404", async () => {
    await exec(sql`update products set status = 'unpublished' where id = ${ids[1]}`);
    expect((await byId(c.buyer)).has(ids[1]!)).toBe(false);
    expect((await offers(ids[1]!, c.buyer)).status).toBe(404);
    expect((await offers(999_999_999)).status).toBe(404);
    const bad = await offersRoute(get("/api/products/abc/offers"), params({ id: "abc" }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/must be a number/);
    await exec(sql`update products set status = 'published' where id = ${ids[1]}`);
  });
});
