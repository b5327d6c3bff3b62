import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, productQuickFacts, products, vendors } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as create } from "@/app/api/vendor/v1/products/route";
import { GET as read, PATCH as patch } from "@/app/api/vendor/v1/products/[id]/route";
import { GET as openapi } from "@/app/api/vendor/v1/openapi.json/route";
import { CLI_ACTOR } from "@/features/admin/server";
import { moderateProduct, moderationQueue } from "@/features/admin/server/moderation";
import { getProductDetail } from "@/features/catalog/server/product-detail";
import { onChange, type Change } from "@/lib/change-bus";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, patchJson, postJson, sessionCookie } from "../helpers/sessions";

describe.each(backends)("vendor listings: create and edit on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let owner: string;
  let staff: string;
  let otherVendor: string;
  let buyer: string;
  let category: string;
  const changes: Change[] = [];
  let stop: () => void;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    staff = await sessionCookie("vendorstaff@dvm.demo", "DemoStaff#2026");
    otherVendor = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    const [c] = await h.db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, 2));
    category = c!.slug;
    stop = onChange((c) => void changes.push(c));
  });
  afterAll(async () => {
    stop?.();
    await h?.dispose();
  });

  const listing = (sku: string) => ({
    name: `Sterile gauze pads ${sku}`,
    sku,
    category,
    brand: "Acme",
    short_description: "Soft and absorbent",
    price_catalog: 24.5,
    price_discounted: 19.99,
    price_discounted_end: "2031-12-31",
    see_price: "without_login",
    level: 1,
    quantity: 40,
    minimum_order: 2,
    max_quantity_threshold: 50,
    sample_product: true,
    allow_customization: false,
    regulatory_class: "none",
    quick_facts: [{ type: "Species", name: "Equine" }],
    status: "published",
  });
  const row = async (id: number) => (await h.db.select().from(products).where(eq(products.id, id)))[0]!;
  const productCount = async () => (await h.db.select({ n: count() }).from(products))[0]!.n;
  const edit = (id: number, body: unknown, cookie?: string) =>
    patch(patchJson(`/api/vendor/v1/products/${id}`, body, cookie), params({ id: String(id) }));

  it("an owner creates a listing with everything the storefront shows; it is announced and shows", async () => {
    const res = await create(postJson("/api/vendor/v1/products", listing("GZ-100"), owner));
    expect(res.status).toBe(201);
    const { id, slug, status } = await res.json();
    expect(status).toBe("published");
    expect(changes).toContainEqual({ kind: "product", ids: [id] });
    expect(await row(id)).toMatchObject({
      vendorId: 1,
      priceCents: 2450,
      priceCatalogCents: 2450,
      priceDiscountedCents: 1999,
      quantity: 40,
      inStock: "Y",
      minimumOrder: 2,
      maxQuantityThreshold: 50,
      sampleProduct: true,
      allowCustomization: "N",
    });
    expect((await row(id)).searchExtra).toContain("Equine");
    const detail = await getProductDetail(slug, null);
    expect(detail?.name).toBe("Sterile gauze pads GZ-100");
    expect(detail?.quick_facts).toEqual([{ type: "Species", name: "Equine" }]);
    const back = await (await read(get(`/api/vendor/v1/products/${id}`, owner), params({ id: String(id) }))).json();
    expect(back.data).toMatchObject({ sku: "GZ-100", price_catalog: 24.5, price_discounted_end: "2031-12-31" });
  });

  it("bad input gets a sentence and creates nothing", async () => {
    const before = await productCount();
    const cases: [unknown, number, string][] = [
      [{ ...listing("GZ-1"), price_discounted: 30 }, 400, "The discounted price must be lower than the catalog price."],
      [{ ...listing("GZ-2"), category: "no-such-category" }, 400, 'Category "no-such-category" does not exist'],
      [{ ...listing("GZ-100"), name: "Another name" }, 409, "SKU GZ-100 is already used"],
      [{ ...listing("GZ-3"), quantity: -1 }, 400, "Stock must be at least 0."],
    ];
    for (const [body, status, message] of cases) {
      const res = await create(postJson("/api/vendor/v1/products", body, owner));
      expect(res.status).toBe(status);
      expect((await res.json()).message).toContain(message);
    }
    expect(await productCount()).toBe(before);
  });

  it("staff edit words and stock but not prices (403, nothing saved), and cannot create", async () => {
    const before = await productCount();
    expect((await create(postJson("/api/vendor/v1/products", listing("GZ-STAFF"), staff))).status).toBe(403);
    expect(await productCount()).toBe(before);
    const { id } = await (await create(postJson("/api/vendor/v1/products", listing("GZ-200"), owner))).json();
    const sameForm = { ...listing("GZ-200"), sku: undefined, name: "Gauze, renamed", quantity: 5 };
    const ok = await edit(id, sameForm, staff);
    expect(ok.status).toBe(200);
    expect(await row(id)).toMatchObject({ name: "Gauze, renamed", quantity: 5, priceCents: 2450 });
    const snapshot = await row(id);
    const refused = await edit(id, { ...sameForm, name: "Sneaky", price_catalog: 25 }, staff);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toContain("cannot change prices");
    expect(await row(id)).toEqual(snapshot);
    const endRefused = await edit(id, { price_discounted_end: "2032-01-31" }, staff);
    expect([endRefused.status, (await endRefused.json()).message]).toEqual([
      403,
      expect.stringContaining("discount end"),
    ]);
    expect((await edit(id, { price_catalog: 30 }, owner)).status).toBe(200);
    expect((await row(id)).priceCents).toBe(3000);
  });

  it("unpublish and publish again; quick facts are replaced", async () => {
    const { id } = await (await create(postJson("/api/vendor/v1/products", listing("GZ-300"), owner))).json();
    expect(await (await edit(id, { status: "unpublished" }, owner)).json()).toMatchObject({ status: "unpublished" });
    expect((await row(id)).status).toBe("unpublished");
    await edit(id, { status: "published", quick_facts: [{ type: "Form", name: "Pad" }] }, owner);
    expect((await row(id)).status).toBe("published");
    const facts = await h.db.select().from(productQuickFacts).where(eq(productQuickFacts.productId, id));
    expect(facts.map((f) => f.name)).toEqual(["Pad"]);
  });

  it("a review-first vendor's new and changed listings wait in the operator's queue", async () => {
    await h.db.update(vendors).set({ reviewFirst: true }).where(eq(vendors.id, 1));
    try {
      const res = await create(postJson("/api/vendor/v1/products", listing("GZ-400"), owner));
      const { id, status } = await res.json();
      expect(status).toBe("pending_review");
      expect((await moderationQueue()).data.map((q) => q.id)).toContain(id);
      await moderateProduct(CLI_ACTOR, id, { decision: "approve" });
      expect((await row(id)).status).toBe("published");
      await edit(id, { name: "Changed while live" }, owner);
      expect((await row(id)).status).toBe("pending_review");
      // a rejection's reason reaches the vendor; publishing again asks for review again
      await moderateProduct(CLI_ACTOR, id, { decision: "reject", reason: "Photos show another brand" });
      const back = await (await read(get(`/api/vendor/v1/products/${id}`, owner), params({ id: String(id) }))).json();
      expect(back.data).toMatchObject({ status: "rejected", rejected_because: "Photos show another brand" });
      await edit(id, { status: "published" }, owner);
      expect((await row(id)).status).toBe("pending_review");
    } finally {
      await h.db.update(vendors).set({ reviewFirst: false }).where(eq(vendors.id, 1));
    }
  });

  it("another vendor's listing is a 404 and stays as it was; buyers 403; signed out 401", async () => {
    const { id } = await (await create(postJson("/api/vendor/v1/products", listing("GZ-500"), owner))).json();
    const snapshot = await row(id);
    expect((await read(get(`/api/vendor/v1/products/${id}`, otherVendor), params({ id: String(id) }))).status).toBe(
      404,
    );
    expect((await edit(id, { name: "Hijacked", quantity: 0 }, otherVendor)).status).toBe(404);
    expect((await edit(id, { name: "Hijacked" }, buyer)).status).toBe(403);
    expect((await edit(id, { name: "Hijacked" })).status).toBe(401);
    expect((await create(postJson("/api/vendor/v1/products", listing("GZ-501"), buyer))).status).toBe(403);
    expect((await create(postJson("/api/vendor/v1/products", listing("GZ-502")))).status).toBe(401);
    expect((await edit(999_999_999, { name: "x" }, owner)).status).toBe(404);
    expect(await row(id)).toEqual(snapshot);
  });

  it("the OpenAPI document describes the new routes from the same schemas", async () => {
    const doc = await (await openapi()).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/products/{id}", "/products/bulk", "/sales", "/statements/{month}"]),
    );
    const body = doc.paths["/products"].post.requestBody.content["application/json"].schema;
    expect(JSON.stringify(body)).toContain("price_discounted_end");
  });
});
