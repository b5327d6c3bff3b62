import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedContent } from "@/db/seed/insert-content";
import { GET as productView } from "@/app/api/product-view/[slug]/route";
import { GET as productViewForUser } from "@/app/api/product-view/[slug]/[userId]/route";
import { GET as health } from "@/app/api/health/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, sessionCookie } from "../helpers/sessions";

const PRODUCT_FIELDS = [
  "id",
  "name",
  "slug",
  "type",
  "vendor_id",
  "price",
  "price_catalog",
  "price_discounted",
  "price_discounted_end",
  "see_price",
  "level",
  "quantity",
  "in_stock",
  "minimum_order",
  "max_quantity_threshold",
  "max_available_quantity",
  "quantity_in_cart",
  "sample_product",
  "allow_customization",
  "quick_facts",
  "set_items",
  "sub_products",
  "range",
  "caption_type",
  "vendor_product_url",
  "product_views",
  "product_rating",
  "unit_sold",
  "reviews_count",
  "product_customization_logo",
  "files",
];

describe.each(backends)("foundation on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  const count = async (table: string) =>
    (await queryRows<{ n: number }>(db.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedCatalog(db.db, { products: 300 });
    await seedContent(db.db);
    await seedDemoUsers(db.db);
  });
  afterAll(async () => db?.dispose());

  it("migrates and seeds the whole catalog", async () => {
    expect(await count("products")).toBe(300);
    expect(await count("vendors")).toBeGreaterThanOrEqual(150);
    expect(await count("service_providers")).toBeGreaterThanOrEqual(25);
    expect(await count("categories")).toBeGreaterThanOrEqual(52);
    // the storefront demo buyers (5, one with a lapsed quote), the operator and the clinic group's four members
    expect(await count(`"user"`)).toBe(10);
    const [ids] = await queryRows<{ n: number }>(
      db.db,
      sql`select count(*)::int as n from vendors where id in (407, 463, 1402)`,
    );
    expect(ids!.n).toBe(3);
  });

  it("is idempotent: a second seed duplicates nothing", async () => {
    const before = await Promise.all(
      ["products", "product_variations", "product_images", "categories", "blogs", `"user"`, "addresses"].map(count),
    );
    await seedCatalog(db.db, { products: 300 });
    await seedContent(db.db);
    await seedDemoUsers(db.db);
    const after = await Promise.all(
      ["products", "product_variations", "product_images", "categories", "blogs", `"user"`, "addresses"].map(count),
    );
    expect(after).toEqual(before);
  });

  it("keeps product, service and category slugs in one namespace", async () => {
    const [p] = await queryRows<{ slug: string }>(db.db, sql`select slug from products limit 1`);
    await expect(
      db.db.execute(sql`insert into categories (id, name, slug) values (99999, 'Clash', ${p!.slug})`),
    ).rejects.toThrow();
    expect(await count("categories")).toBeLessThan(99999);
  });

  it("answers health with database reachability", async () => {
    const body = await (await health()).json();
    expect(body).toMatchObject({ success: true, database: { kind: backend, reachable: true } });
  });

  it("returns the SPEC product-view shape and hides login prices from visitors", async () => {
    const [row] = await queryRows<{ slug: string }>(
      db.db,
      sql`select slug from products where see_price = 'login' and price_cents > 0 limit 1`,
    );
    const res = await productView(get(`/api/product-view/${row!.slug}`), params({ slug: row!.slug }));
    expect(res.status).toBe(200);
    const { data } = await res.json();
    for (const field of PRODUCT_FIELDS) expect(data, field).toHaveProperty(field);
    expect(data.price).toBeNull();
    expect(data.price_state).toBe("signin-to-see");

    const cookie = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    const mine = await productViewForUser(
      get(`/api/product-view/${row!.slug}/demo-buyer`, cookie),
      params({ slug: row!.slug, userId: "demo-buyer" }),
    );
    const signedIn = (await mine.json()).data;
    expect(signedIn.price).toBeGreaterThan(0);
    expect(signedIn.price_state).toBe("price");
  });

  it("answers 404 JSON for an unknown slug, 401 signed out and 403 for another user's id", async () => {
    const missing = await productView(get("/api/product-view/nope-nothing"), params({ slug: "nope-nothing" }));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: "Product not found." });
    const [row] = await queryRows<{ slug: string }>(db.db, sql`select slug from products limit 1`);
    const anon = await productViewForUser(
      get(`/api/product-view/${row!.slug}/demo-buyer`),
      params({ slug: row!.slug, userId: "demo-buyer" }),
    );
    expect(anon.status).toBe(401);
    const cookie = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    const other = await productViewForUser(
      get(`/api/product-view/${row!.slug}/demo-buyer`, cookie),
      params({ slug: row!.slug, userId: "demo-buyer" }),
    );
    expect(other.status).toBe(403);
  });
});
