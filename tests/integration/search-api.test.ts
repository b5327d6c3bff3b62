import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as search } from "@/app/api/search/route";
import { announceChange } from "@/lib/change-bus";
import { flushSearchLog, rebuildSearch } from "@/features/search/server";
import { backends, createTestDb } from "../helpers/test-db";
import { get, sessionCookie } from "../helpers/sessions";

const RESULT_FIELDS = [
  "image",
  "name",
  "price",
  "price_catalog",
  "sku",
  "type",
  "slug",
  "vendor_product_url",
  "price_discounted",
  "price_discounted_end",
  "see_price",
  "product_type",
  "vendor_name",
  "plan_range",
  "id",
  "in_stock",
];

type Result = Record<string, unknown> & {
  id: number;
  name: string;
  sku: string | null;
  product_type: string;
  price: number | null;
  in_stock: string;
};

async function run(text: string, cookie?: string, headers: Record<string, string> = {}) {
  const req = get(`/api/search?search_input=${encodeURIComponent(text)}`, cookie);
  for (const [k, v] of Object.entries(headers)) req.headers.set(k, v);
  const res = await search(req);
  return { status: res.status, body: (await res.json()) as { success: boolean; data: Result[]; message?: string } };
}
const names = async (text: string) => (await run(text)).body.data.map((r) => r.name);

describe.each(backends)("search API on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let buyer = "";

  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedCatalog(db.db, { products: 300 });
    await seedDemoUsers(db.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
  });
  afterAll(async () => {
    await flushSearchLog();
    await db?.dispose();
  });
  beforeEach(async () => void (await rebuildSearch()));

  it("returns the SPEC search-result fields for products", async () => {
    const { status, body } = await run("amoxicillin");
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    for (const f of RESULT_FIELDS) expect(body.data[0], f).toHaveProperty(f);
    expect(body.data[0]!.product_type).toBe("product");
  });

  it("tolerates typos and matches prefixes while typing", async () => {
    expect((await names("amoxicilin"))[0]).toMatch(/^Amoxicillin/);
    expect((await names("vacine")).some((n) => /Vaccine/.test(n))).toBe(true);
    expect((await names("amox")).filter((n) => /^Amoxicillin/.test(n)).length).toBeGreaterThanOrEqual(2);
    expect((await names("rabies vacc"))[0]).toMatch(/Rabies Vaccine/);
  });

  it("finds exact SKUs first and SKU fragments", async () => {
    const exact = (await run("DVM-PH-000001")).body.data;
    expect(exact[0]!.id).toBe(1);
    expect((await run("dvm-ph-000001")).body.data[0]!.id).toBe(1);
    const fragment = (await run("DVM-SU-00000")).body.data;
    expect(fragment.map((r) => r.id)).toContain(3);
    expect(fragment.every((r) => r.sku!.startsWith("DVM-SU-00000"))).toBe(true);
    expect((await run("000008")).body.data[0]!.id).toBe(8);
  });

  it("matches brands, vendors and categories", async () => {
    expect((await run("Veterion")).body.data.map((r) => r.id)).toContain(1);
    const [v] = await queryRows<{ name: string; id: number }>(
      db.db,
      sql`select v.name, count(*) from vendors v join products p on p.vendor_id = v.id group by v.name, v.id order by count(*) desc limit 1`,
    );
    const byVendor = (await run(v!.name)).body.data;
    expect(byVendor.length).toBeGreaterThan(0);
    expect(byVendor.some((r) => r.vendor_name === v!.name)).toBe(true);
    const inCategory = await names("Oral Antibiotics");
    expect(inCategory.some((n) => /Amoxicillin/.test(n))).toBe(true);
  });

  it("returns services with their plan range together with products", async () => {
    const [s] = await queryRows<{ name: string; id: number }>(
      db.db,
      sql`select s.id, s.name from services s where exists (select 1 from service_plans p where p.service_id = s.id) order by s.id limit 1`,
    );
    const results = (await run(s!.name)).body.data;
    const hit = results.find((r) => r.product_type === "service" && r.id === s!.id);
    expect(hit).toBeDefined();
    expect(hit!.plan_range).toMatch(/^\$[\d,.]+( - \$[\d,.]+)?$/);
    expect(hit!.type).toBe("service");
    expect(results[0]!.id).toBe(s!.id);
  });

  it("puts the exact name first and in-stock before out-of-stock among equal matches", async () => {
    await db.db.execute(sql`update products set name = 'Zyxqor Wound Gel', in_stock = 'N' where id = 20`);
    await db.db.execute(sql`update products set name = 'Zyxqor Wound Gel', in_stock = 'Y', quantity = 5 where id = 21`);
    await db.db.execute(sql`update products set name = 'Zyxqor', in_stock = 'N' where id = 22`);
    await announceChange({ kind: "product", ids: [20, 21, 22] });
    const ids = (await run("zyxqor")).body.data.map((r) => r.id);
    expect(ids.slice(0, 3)).toEqual([22, 21, 20]);
    const wound = (await run("zyxqor wound")).body.data.map((r) => `${r.id}:${r.in_stock}`);
    expect(wound.slice(0, 2)).toEqual(["21:Y", "20:N"]);
  });

  it("masks prices for visitors as see_price says, and shows them to a signed-in buyer", async () => {
    const [login] = await queryRows<{ sku: string }>(
      db.db,
      sql`select sku from products where see_price = 'login' and price_cents > 0 and type = 'simple' order by id limit 1`,
    );
    const visitor = (await run(login!.sku)).body.data[0]!;
    expect(visitor.sku).toBe(login!.sku);
    expect(visitor.see_price).toBe("login");
    expect(visitor.price).toBeNull();
    expect(visitor.price_catalog).toBeNull();
    expect(visitor.price_state).toBe("signin-to-see");
    const signedIn = (await run(login!.sku, buyer)).body.data[0]!;
    expect(signedIn.price).toBeGreaterThan(0);
    expect(signedIn.price_state).toBe("price");

    const [open] = await queryRows<{ sku: string }>(
      db.db,
      sql`select sku from products where see_price = 'without_login' and price_cents > 0 and type = 'simple' order by id limit 1`,
    );
    expect((await run(open!.sku)).body.data[0]!.price).toBeGreaterThan(0);

    const [ask] = await queryRows<{ sku: string }>(
      db.db,
      sql`select sku from products where see_price = 'request' order by id limit 1`,
    );
    const asked = (await run(ask!.sku)).body.data[0]!;
    expect(asked.price).toBeNull();
    expect(asked.price_state).toBe("signin-to-request");
    const askedBuyer = (await run(ask!.sku, buyer)).body.data[0]!;
    expect(askedBuyer.price).toBeNull();
    expect(askedBuyer.price_state).toBe("request");
  });

  it("answers 400 with a clear message for blank, over-long or control-character text", async () => {
    for (const [text, message] of [
      ["", "Enter something"],
      ["   ", "Enter something"],
      ["a".repeat(101), "Search text must be 100 characters or fewer."],
      ["carprofen ".repeat(1024), "Search text must be 100 characters or fewer."],
      ["amox\u0000", "Search text contains characters that are not allowed."],
      ["amox\u001b[31m", "Search text contains characters that are not allowed."],
    ] as const) {
      const { status, body } = await run(text);
      expect(status, JSON.stringify(text)).toBe(400);
      expect(body).toEqual({ success: false, message });
    }
    const missing = await search(get("/api/search"));
    expect(missing.status).toBe(400);
    expect((await run(`  ${"a".repeat(100)}  `)).status).toBe(200);
    expect((await run("100% & <script>'\"")).status).toBe(200);
    // only punctuation: a search that finds nothing, not an error
    expect(await run("!!! --- ???")).toMatchObject({ status: 200, body: { success: true, data: [] } });
  });

  it("takes identity from the session: the user id header must be the viewer's own", async () => {
    expect((await run("amox", buyer, { "x-user-id": "demo-buyer" })).status).toBe(200);
    const other = await run("amox", buyer, { "x-user-id": "demo-lowlevel" });
    expect(other.status).toBe(403);
    expect(other.body.success).toBe(false);
    expect((await run("amox", undefined, { "x-user-id": "demo-buyer" })).status).toBe(401);
  });
});
