import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as checkout } from "@/app/api/checkout/route";
import { GET as listRfqs, POST as createRfq } from "@/app/api/rfqs/route";
import { GET as getRfq } from "@/app/api/rfqs/[id]/route";
import { POST as accept } from "@/app/api/rfqs/[id]/quotes/[quoteId]/accept/route";
import { GET as vendorList } from "@/app/api/vendor/v1/rfqs/route";
import { POST as vendorQuote } from "@/app/api/vendor/v1/rfqs/[id]/quote/route";
import { POST as vendorDecline } from "@/app/api/vendor/v1/rfqs/[id]/decline/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { count } from "../helpers/cart-fixtures";

const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
type Copy = { id: number; rfq_id: number; status: string; lines: { id: number; product_id: number | null }[] };

// Issue 43: one request for quote to several vendors; a quote's price is only ever given to the buyer it was made for.
describe.each(backends)("requests for quote to several vendors on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const c: Record<string, string> = {};
  const p: Record<string, number> = {};
  let rfqId = 0;
  const exec = (q: ReturnType<typeof sql>) => h.db.execute(q);
  const n = (q: ReturnType<typeof sql>) => count(h.db, q);
  const copyOf = async (cookie: string) =>
    ((await (await vendorList(get("/api/vendor/v1/rfqs", cookie))).json()).data as Copy[]).find(
      (x) => x.rfq_id === rfqId,
    );
  const quote = (cookie: string, copy: Copy, prices: number[], validUntil = "2099-12-31") =>
    vendorQuote(
      postJson(
        `/api/vendor/v1/rfqs/${copy.id}/quote`,
        {
          lines: copy.lines.map((l, i) => ({ line_id: l.id, price: prices[i], quantity: 4, lead_days: 3 })),
          valid_until: validUntil,
          note: "Net 30",
        },
        cookie,
      ),
      params({ id: String(copy.id) }),
    );
  const view = async (cookie: string, id = rfqId) => getRfq(get(`/api/rfqs/${id}`, cookie), params({ id: String(id) }));

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    c.buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    c.other = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    c.vendor = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    c.logo = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
    // two items, each listed by vendor 1 and vendor 1402: the RFQ names vendor 1's listings
    for (const [name, vendorId] of [
      ["a1", 1],
      ["a2", 1],
      ["b1", 1402],
      ["b2", 1402],
    ] as const) {
      const [row] = await queryRows<{ id: number }>(
        h.db,
        sql`select id from products where vendor_id = ${vendorId} and type = 'simple' and regulatory_class = 'none'
          and id not in (${p.a1 ?? 0}, ${p.a2 ?? 0}, ${p.b1 ?? 0}) order by id limit 1`,
      );
      p[name] = row!.id;
    }
    await exec(sql`insert into items (id, name) values (9001, 'Item A'), (9002, 'Item B')`);
    await exec(sql`update products set item_id = 9001 where id in (${p.a1}, ${p.b1})`);
    await exec(sql`update products set item_id = 9002 where id in (${p.a2}, ${p.b2})`);
    await exec(sql`update products set see_price = 'without_login', level = 1, quantity = 500, in_stock = 'Y', minimum_order = null,
      max_quantity_threshold = null, price_cents = 5000, price_catalog_cents = 5000, price_discounted_cents = null
      where id in (${p.a1}, ${p.a2}, ${p.b1}, ${p.b2})`);
  });
  afterAll(async () => h?.dispose());

  it("refuses bad requests with a sentence, and signed-out ones, writing nothing", async () => {
    const body = { vendor_ids: [1, 1402], items: [{ product_id: p.a1, quantity: 4 }], needed_by: soon };
    expect((await createRfq(postJson("/api/rfqs", body))).status).toBe(401);
    const cases: [object, RegExp][] = [
      [{ ...body, vendor_ids: [] }, /at least one vendor/],
      [{ ...body, items: [{ description: "", quantity: 2 }] }, /describe what you need/],
      [{ ...body, needed_by: "2020-01-01" }, /cannot be in the past/],
      [{ ...body, vendor_ids: [407] }, /does not take requests online/],
      [{ ...body, items: [{ product_id: p.a1, quantity: 0 }] }, /at least 1/],
    ];
    for (const [bad, message] of cases) {
      const res = await createRfq(postJson("/api/rfqs", bad, c.buyer));
      expect(res.status, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect((await res.json()).message).toMatch(message);
    }
    expect(await n(sql`select count(*)::int as n from rfqs`)).toBe(0);
  });

  it("sends one RFQ to two vendors; each sees its own copy with its own listing of the item", async () => {
    const body = {
      vendor_ids: [1, 1402],
      items: [
        { product_id: p.a1, quantity: 4 },
        { product_id: p.a2, description: "Second item", quantity: 4 },
      ],
      needed_by: soon,
    };
    const res = await createRfq(postJson("/api/rfqs", body, c.buyer));
    expect(res.status, await res.clone().text()).toBe(200);
    rfqId = (await res.json()).id;
    expect(
      await n(sql`select count(*)::int as n from mail_outbox where subject like ${`Request for quote #${rfqId}:%`}`),
    ).toBe(2);
    const mine = await copyOf(c.vendor);
    const theirs = await copyOf(c.logo);
    expect(mine?.lines.map((l) => l.product_id)).toEqual([p.a1, p.a2]);
    expect(theirs?.lines.map((l) => l.product_id)).toEqual([p.b1, p.b2]);
    const list = await (await listRfqs(get("/api/rfqs", c.buyer))).json();
    expect(list.data[0]).toMatchObject({ id: rfqId, status: "open", vendors: 2 });
  });

  it("both vendors quote; the buyer sees them side by side with the cheapest per line", async () => {
    expect((await quote(c.vendor, (await copyOf(c.vendor))!, [40, 30])).status).toBe(200);
    expect((await quote(c.logo, (await copyOf(c.logo))!, [35, 32])).status).toBe(200);
    const body = await (await view(c.buyer)).json();
    expect(body.status).toBe("quoted");
    expect(body.quotes).toHaveLength(2);
    const cheapest = body.quotes.flatMap((q: { vendor_id: number; lines: { line_id: number; cheapest: boolean }[] }) =>
      q.lines.filter((l) => l.cheapest).map((l) => [q.vendor_id, l.line_id]),
    );
    expect(cheapest).toEqual(
      expect.arrayContaining([
        [1402, body.lines[0].id],
        [1, body.lines[1].id],
      ]),
    );
    expect(
      await n(sql`select count(*)::int as n from notifications where user_id = 'demo-buyer' and message = 'quoted'`),
    ).toBe(2);
  });

  it("another buyer gets 404 for the RFQ and its quotes, and nothing changes", async () => {
    const body = await (await view(c.buyer)).json();
    expect((await view(c.other)).status).toBe(404);
    const q = body.quotes[0];
    const res = await accept(
      postJson(`/api/rfqs/${rfqId}/quotes/${q.id}/accept`, {}, c.other),
      params({ id: String(rfqId), quoteId: String(q.id) }),
    );
    expect(res.status).toBe(404);
    expect(await n(sql`select count(*)::int as n from rfq_quote_lines where accepted_at is not null`)).toBe(0);
    expect(await n(sql`select count(*)::int as n from cart_items where user_id = 'demo-lowlevel'`)).toBe(0);
    // a vendor that was not asked sees nothing and can answer nothing
    const foreign = await vendorDecline(
      postJson(`/api/vendor/v1/rfqs/${q.id}/decline`, {}, c.other),
      params({ id: String(q.id) }),
    );
    expect(foreign.status).toBe(403);
  });

  it("the buyer accepts the cheaper quote per line and checks out at the quoted prices", async () => {
    const body = await (await view(c.buyer)).json();
    for (const q of body.quotes) {
      const lineIds = q.lines
        .filter((l: { cheapest: boolean }) => l.cheapest)
        .map((l: { line_id: number }) => l.line_id);
      const res = await accept(
        postJson(`/api/rfqs/${rfqId}/quotes/${q.id}/accept`, { line_ids: lineIds }, c.buyer),
        params({ id: String(rfqId), quoteId: String(q.id) }),
      );
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const lines = await queryRows<{ product_id: number; quantity: number }>(
      h.db,
      sql`select product_id, quantity from cart_items where user_id = 'demo-buyer' and quote_line_id is not null order by product_id`,
    );
    expect(lines.map((l) => l.product_id).sort()).toEqual([p.a2, p.b1].sort());
    const placed = await checkout(postJson("/api/checkout", { idempotency_key: `rfq-${backend}-0001` }, c.buyer));
    expect(placed.status, await placed.clone().text()).toBe(200);
    const items = await queryRows<{ product_id: number; unit_price_cents: number; quote_line_id: number | null }>(
      h.db,
      sql`select product_id, unit_price_cents, quote_line_id from order_items where product_id in (${p.a2}, ${p.b1}) order by product_id`,
    );
    expect(new Map(items.map((i) => [i.product_id, i.unit_price_cents]))).toEqual(
      new Map([
        [p.b1, 3500],
        [p.a2, 3000],
      ]),
    );
    expect(items.every((i) => i.quote_line_id !== null)).toBe(true);
  });

  it("a quote covers its quantity once: lines bought in full are not put back in the cart at its price", async () => {
    const body = await (await view(c.buyer)).json();
    const q = body.quotes.find((x: { vendor_id: number }) => x.vendor_id === 1);
    const again = await accept(
      postJson(`/api/rfqs/${rfqId}/quotes/${q.id}/accept`, { line_ids: [body.lines[1].id] }, c.buyer),
      params({ id: String(rfqId), quoteId: String(q.id) }),
    );
    expect(again.status).toBe(422);
    expect((await again.json()).message).toMatch(/^All 4 of .+ quoted by .+ have been ordered; ask for a new quote\.$/);
    expect(
      await n(
        sql`select count(*)::int as n from cart_items where user_id = 'demo-buyer' and quote_line_id is not null`,
      ),
    ).toBe(0);
  });

  it("an expired quote's price is refused at checkout with a sentence, and nothing is placed", async () => {
    // the orders at the quotes are cancelled, so their units are the quote's again
    await exec(sql`update orders set status = 'cancelled'
      where id in (select order_id from order_items where quote_line_id is not null)`);
    const body = await (await view(c.buyer)).json();
    const q = body.quotes.find((x: { vendor_id: number }) => x.vendor_id === 1);
    await accept(
      postJson(`/api/rfqs/${rfqId}/quotes/${q.id}/accept`, { line_ids: [body.lines[1].id] }, c.buyer),
      params({ id: String(rfqId), quoteId: String(q.id) }),
    );
    await exec(sql`update rfq_quotes set valid_until = now() - interval '1 day' where id = ${q.id}`);
    const before = await n(sql`select count(*)::int as n from orders`);
    const res = await checkout(postJson("/api/checkout", { idempotency_key: `rfq-${backend}-0002` }, c.buyer));
    expect(res.status).toBe(422);
    expect((await res.json()).message).toMatch(
      /^The quoted price of \$30\.00 for .+ expired on \d{4}-\d{2}-\d{2}; remove the line/,
    );
    expect(await n(sql`select count(*)::int as n from orders`)).toBe(before);
  });
});
