import { count, eq, inArray, like, max, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, orders, productQuickFacts, products, vendorApplications, vendors } from "@/db/schema";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as importCsv } from "@/app/api/vendor/v1/products/import/route";
import { POST as createListing } from "@/app/api/vendor/v1/products/route";
import { POST as add } from "@/app/api/add-cart-app/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { POST as decide } from "@/app/api/admin/applications/[id]/route";
import { backends, createTestDb } from "../helpers/test-db";
import { params, postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts, setStock } from "../helpers/cart-fixtures";

const ROWS = 5000;

describe.each(backends)("a vendor import beside checkouts on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let owner: string;
  let buyer: string;
  let category: string;
  let seeded: { product: number; vendor: number };

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 600 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    [{ slug: category }] = await h.db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, 2));
    const [p] = await h.db.select({ id: max(products.id) }).from(products);
    const [v] = await h.db.select({ id: max(vendors.id) }).from(vendors);
    seeded = { product: p!.id!, vendor: v!.id! };
  }, 120_000);
  afterAll(async () => h?.dispose());

  it(`a checkout of another vendor's product completes while a ${ROWS}-row import is writing`, async () => {
    const [item] = (await buyableProducts(h.db, 20)).filter((p) => p.vendor_id !== 1);
    await setStock(h.db, item!.id, 50);
    const cart = postJson(
      "/api/add-cart-app",
      { type: "product", product_id: item!.id, vendor_id: item!.vendor_id, quantity: 1 },
      buyer,
    );
    expect((await add(cart)).status).toBe(200);
    const [{ id: addressId }] = await queryRows<{ id: number }>(
      h.db,
      sql`select id from addresses where user_id = 'demo-buyer' order by id limit 1`,
    );

    const csv = ["sku,name,category,price,quantity"]
      .concat(Array.from({ length: ROWS }, (_, i) => `BULK-${i},Bulk gauze ${i},${category},3.50,10`))
      .join("\n");
    const res = await importCsv(
      new Request("http://localhost:3000/api/vendor/v1/products/import", {
        method: "POST",
        headers: { "content-type": "text/csv", accept: "application/x-ndjson", cookie: owner },
        body: csv,
      }),
    );
    expect(res.status).toBe(200);

    // the checkout starts once the import's transaction is writing, and is timed on its own
    let checkoutDone: Promise<{ status: number; at: number }> | null = null;
    let last: Record<string, unknown> = {};
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += value;
      const lines = buffered.split("\n");
      buffered = lines.pop()!;
      for (const line of lines.filter(Boolean)) {
        last = JSON.parse(line);
        const progress = last.progress as { stage: string } | undefined;
        if (progress?.stage === "writing" && !checkoutDone)
          checkoutDone = checkout(
            postJson(
              "/api/checkout",
              {
                idempotency_key: "import-beside-0001",
                shipping_address_id: addressId,
                billing_address_id: addressId,
                payment_method: "invoice",
              },
              buyer,
            ),
          ).then((r) => ({ status: r.status, at: performance.now() }));
      }
    }
    const importAt = performance.now();
    expect(last).toMatchObject({ success: true, created: ROWS });
    expect(checkoutDone).not.toBeNull();
    const placed = await checkoutDone!;
    expect(placed.status).toBe(200);

    // new ids come from the sequence, past every seeded one and each used once
    const made = await h.db
      .select({ n: count(), min: sql<number>`min(${products.id})` })
      .from(products)
      .where(like(products.sku, "BULK-%"));
    expect(made[0]).toMatchObject({ n: ROWS });
    expect(made[0]!.min).toBeGreaterThan(seeded.product);
    expect((await h.db.select({ n: count() }).from(orders).where(eq(orders.userId, "demo-buyer")))[0]!.n).toBe(1);
    // PGlite has one connection, so there the checkout queues behind the import's transaction; on
    // Postgres nothing the import holds stands in a checkout's way, so the checkout ends first
    if (backend === "postgres") expect(placed.at).toBeLessThan(importAt);
  }, 120_000);

  it("a listing created after the seed takes an id past the seeded ones, and so do its quick facts", async () => {
    const [facts] = await h.db.select({ id: max(productQuickFacts.id) }).from(productQuickFacts);
    const res = await createListing(
      postJson(
        "/api/vendor/v1/products",
        {
          name: "Sterile gauze pads after seed",
          sku: "AFTER-SEED-1",
          category,
          brand: "Acme",
          short_description: "Soft and absorbent",
          price_catalog: 9.5,
          price_discounted: null,
          price_discounted_end: null,
          see_price: "without_login",
          level: 1,
          quantity: 4,
          minimum_order: null,
          max_quantity_threshold: null,
          sample_product: false,
          allow_customization: false,
          regulatory_class: "none",
          quick_facts: [{ type: "Species", name: "Canine" }],
          status: "published",
        },
        owner,
      ),
    );
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(id).toBeGreaterThan(seeded.product);
    const stored = await h.db
      .select({ id: productQuickFacts.id })
      .from(productQuickFacts)
      .where(inArray(productQuickFacts.productId, [id]));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toBeGreaterThan(facts!.id!);
  });

  it("a vendor approved after the seed takes an id past the seeded vendors", async () => {
    const operator = await sessionCookie("operator@dvm.demo", "DemoOperator#2026");
    const [app] = await h.db
      .insert(vendorApplications)
      .values({
        company: "After Seed Surgical",
        contactName: "Ada Lovelace",
        email: "owner@after-seed.test",
        message: "Sutures.",
      })
      .returning({ id: vendorApplications.id });
    const res = await decide(
      postJson(`/api/admin/applications/${app!.id}`, { decision: "approve" }, operator),
      params({ id: String(app!.id) }),
    );
    expect(res.status).toBe(200);
    const [made] = await h.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.name, "After Seed Surgical"));
    expect(made!.id).toBeGreaterThan(seeded.vendor);
  });
});
