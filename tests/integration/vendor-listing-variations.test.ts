import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, productSetItems, productVariations, products } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as create } from "@/app/api/vendor/v1/products/route";
import { GET as read, PATCH as patch } from "@/app/api/vendor/v1/products/[id]/route";
import { GET as openapi } from "@/app/api/vendor/v1/openapi.json/route";
import { getProductDetail } from "@/features/catalog/server/product-detail";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, patchJson, postJson, sessionCookie } from "../helpers/sessions";

const variation = (sku: string, caption: string, price: number, quantity = 5) => ({
  sku,
  caption,
  price_catalog: price,
  price_discounted: null,
  quantity,
  minimum_order: null,
  max_quantity_threshold: null,
  sample_product: false,
});

describe.each(backends)("vendor listings: variations and sets on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let owner: string;
  let staff: string;
  let otherVendor: string;
  let category: string;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 120 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    staff = await sessionCookie("vendorstaff@dvm.demo", "DemoStaff#2026");
    otherVendor = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
    const [c] = await h.db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, 2));
    category = c!.slug;
  });
  afterAll(async () => h?.dispose());

  const listing = (sku: string, extra: object = {}) => ({
    name: `Exam gloves ${sku}`,
    sku,
    category,
    price_catalog: 20,
    see_price: "without_login",
    quantity: 10,
    status: "published",
    ...extra,
  });
  const edit = (id: number, body: unknown, cookie: string) =>
    patch(patchJson(`/api/vendor/v1/products/${id}`, body, cookie), params({ id: String(id) }));
  const variationsOf = (id: number) =>
    h.db
      .select()
      .from(productVariations)
      .where(eq(productVariations.productId, id))
      .orderBy(productVariations.position);

  it("creates a listing with variations; the product page shows them as sub-products", async () => {
    const res = await create(
      postJson(
        "/api/vendor/v1/products",
        listing("GLV-1", { variations: [variation("GLV-1-S", "Small", 18.5, 3), variation("GLV-1-L", "Large", 22)] }),
        owner,
      ),
    );
    expect(res.status).toBe(201);
    const { id, slug } = await res.json();
    const [p] = await h.db.select({ type: products.type }).from(products).where(eq(products.id, id));
    expect(p!.type).toBe("variation");
    const detail = await getProductDetail(slug, null);
    expect(detail!.sub_products.map((v) => [v.sku, v.caption, v.price, v.quantity])).toEqual([
      ["GLV-1-S", "Small", 18.5, 3],
      ["GLV-1-L", "Large", 22, 5],
    ]);
    const body = await (await read(get(`/api/vendor/v1/products/${id}`, owner), params({ id: String(id) }))).json();
    expect(body.data.variations).toHaveLength(2);
    expect(body.data.variations[0]).toMatchObject({ sku: "GLV-1-S", caption: "Small", price_catalog: 18.5 });
  });

  it("an edit keeps a variation's id by SKU, adds and removes rows; staff may change stock, not prices", async () => {
    const { id } = await (
      await create(
        postJson("/api/vendor/v1/products", listing("GLV-2", { variations: [variation("GLV-2-A", "A", 10)] }), owner),
      )
    ).json();
    const [before] = await variationsOf(id);
    const res = await edit(id, { variations: [variation("GLV-2-A", "A", 11), variation("GLV-2-B", "B", 12)] }, owner);
    expect(res.status).toBe(200);
    const after = await variationsOf(id);
    expect(after.map((v) => [v.sku, v.priceCents])).toEqual([
      ["GLV-2-A", 1100],
      ["GLV-2-B", 1200],
    ]);
    expect(after[0]!.id).toBe(before!.id);

    const priced = await edit(
      id,
      { variations: [variation("GLV-2-A", "A", 99), variation("GLV-2-B", "B", 12)] },
      staff,
    );
    expect(priced.status).toBe(403);
    expect((await priced.json()).message).toContain("GLV-2-A");
    const added = await edit(
      id,
      { variations: [variation("GLV-2-A", "A", 11), variation("GLV-2-B", "B", 12), variation("GLV-2-C", "C", 1)] },
      staff,
    );
    expect(added.status).toBe(403);
    expect((await variationsOf(id)).map((v) => v.priceCents)).toEqual([1100, 1200]);
    const stock = await edit(
      id,
      { variations: [variation("GLV-2-A", "A", 11, 40), variation("GLV-2-B", "B", 12, 0)] },
      staff,
    );
    expect(stock.status).toBe(200);
    expect((await variationsOf(id)).map((v) => v.quantity)).toEqual([40, 0]);

    expect((await edit(id, { variations: [] }, owner)).status).toBe(200);
    expect(await variationsOf(id)).toEqual([]);
    const [p] = await h.db.select({ type: products.type }).from(products).where(eq(products.id, id));
    expect(p!.type).toBe("simple");
  });

  it("refuses bad variations with a clear sentence and saves nothing", async () => {
    const { id } = await (
      await create(
        postJson("/api/vendor/v1/products", listing("GLV-3", { variations: [variation("GLV-3-A", "A", 10)] }), owner),
      )
    ).json();
    const cases: [unknown, string][] = [
      [{ variations: [variation("GLV-3-A", "A", 10), variation("GLV-3-A", "B", 10)] }, "its own SKU"],
      [{ variations: [{ ...variation("GLV-3-A", "A", 10), price_catalog: "abc" }] }, "must be a number"],
      [{ variations: [{ ...variation("GLV-3-A", "A", 10), price_discounted: 12 }] }, "lower than its price"],
      [{ variations: [variation("GLV-1-S", "Taken", 10)] }, "already used"],
      [{ variations: [variation("GLV-3", "Parent", 10)] }, "own SKU"],
      [{ variations: [variation("GLV-3-A", "A", 10)], set_items: [{ name: "x", sku: "y", qty: 1 }] }, "not both"],
      [{ set_items: [{ name: "Box", sku: "B-1", qty: 1 }] }, "not both"],
    ];
    for (const [body, message] of cases) {
      const res = await edit(id, body, owner);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect((await res.json()).message).toContain(message);
    }
    expect((await variationsOf(id)).map((v) => [v.sku, v.priceCents])).toEqual([["GLV-3-A", 1000]]);
    expect(await h.db.select().from(productSetItems).where(eq(productSetItems.productId, id))).toEqual([]);
  });

  it("a set lists its contents on the product page and is editable", async () => {
    const items = [
      { name: "Scalpel handle", sku: "SC-1", qty: 1 },
      { name: "Blades", sku: "SC-2", qty: 10 },
    ];
    const res = await create(postJson("/api/vendor/v1/products", listing("KIT-1", { set_items: items }), owner));
    const { id, slug } = await res.json();
    const detail = await getProductDetail(slug, null);
    expect(detail!.set_items).toEqual([
      { name: "Scalpel handle", sku: "SC-1", pivot: { qty: 1 } },
      { name: "Blades", sku: "SC-2", pivot: { qty: 10 } },
    ]);
    expect((await edit(id, { set_items: [{ name: "Blades", sku: "SC-2", qty: 20 }] }, owner)).status).toBe(200);
    expect((await getProductDetail(slug, null))!.set_items).toEqual([
      { name: "Blades", sku: "SC-2", pivot: { qty: 20 } },
    ]);
    const [p] = await h.db.select({ type: products.type }).from(products).where(eq(products.id, id));
    expect(p!.type).toBe("set");
    const bad = await edit(id, { set_items: [{ name: "Blades", sku: "SC-2", qty: 0 }] }, owner);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("A set item's quantity must be at least 1.");
  });

  it("another vendor cannot read or change these variations or sets (404, nothing changed)", async () => {
    const [p] = await h.db.select({ id: products.id }).from(products).where(eq(products.sku, "GLV-1"));
    const id = p!.id;
    const before = await variationsOf(id);
    expect((await read(get(`/api/vendor/v1/products/${id}`, otherVendor), params({ id: String(id) }))).status).toBe(
      404,
    );
    const res = await edit(id, { variations: [variation("HACK-1", "Hack", 1)], set_items: [] }, otherVendor);
    expect(res.status).toBe(404);
    expect(await variationsOf(id)).toEqual(before);
  });

  it("the OpenAPI document describes variations and set items", async () => {
    const doc = await (await openapi()).json();
    const text = JSON.stringify(doc);
    expect(text).toContain("variations");
    expect(text).toContain("set_items");
    expect(doc.paths["/products/{id}/videos"].post.requestBody.content).toHaveProperty("multipart/form-data");
  });
});
