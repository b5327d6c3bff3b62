// Caches on, as in production, with ages far beyond the test: whatever a read sees after a write
// can only come from the change bus, never from an entry timing out.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.CATALOG_SNAPSHOT_TTL_MS = "3600000";
  process.env.CATALOG_COLLECTION_TTL_MS = "3600000";
  process.env.CATALOG_DETAIL_TTL_MS = "3600000";
});

import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as add } from "@/app/api/add-cart-app/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { getProductDetail } from "@/features/catalog/server/product-detail";
import { getSnapshot } from "@/features/catalog/server/listing-snapshot";
import { cardsByIds } from "@/features/catalog/server/listing";
import { resolveSlug } from "@/features/catalog/server/resolve-slug";
import { setProductPrice } from "@/features/catalog/server/product-writes";
import { listVendors } from "@/features/catalog/server/vendors";
import { advanceOrderStatus } from "@/features/orders/server/lifecycle";
import { announceChange, onChange } from "@/lib/change-bus";
import { connectChangeBus, createChangeBridge } from "@/lib/change-bus-redis";
import { getConfig } from "@/lib/config";
import { backends, createTestDb } from "../helpers/test-db";
import { postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts, setStock, type Buyable } from "../helpers/cart-fixtures";

describe.each(backends)("caches invalidated on write, on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let item: Buyable;
  let slug: string;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 200 });
    await seedDemoUsers(h.db);
    // a previous backend's copies belong to another database: "anything may have changed"
    await announceChange({ kind: "product", ids: [] });
    await announceChange({ kind: "category", ids: [] });
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    [item] = (await buyableProducts(h.db, 1)) as [Buyable];
    [{ slug }] = (await queryRows<{ slug: string }>(h.db, sql`select slug from products where id = ${item.id}`)) as [
      { slug: string },
    ];
  });
  beforeEach(async () => {
    await setStock(h.db, item.id, 40);
    await h.db.execute(sql`delete from cart_items`);
    await announceChange({ kind: "product", ids: [item.id] });
  });
  afterAll(async () => h?.dispose());

  it("runs with caches that never expire during the test", () => {
    expect(getConfig().CATALOG_DETAIL_TTL_MS).toBe(3_600_000);
    expect(getConfig().CATALOG_SNAPSHOT_TTL_MS).toBe(3_600_000);
  });

  it("a price change through the write path shows on the product page and in listings on the next read", async () => {
    const viewer = { id: "demo-buyer", level: 5, confirmed: 1, isSalesRep: false } as never;
    const before = await getProductDetail(slug, viewer);
    const snapBefore = await getSnapshot();
    await h.db.execute(sql`update products set price_cents = 1 where id = ${item.id}`); // out of band: not seen
    expect((await getProductDetail(slug, viewer))!.price).toBe(before!.price);

    await setProductPrice(item.id, { priceCents: 98_765, catalogCents: null, discountedCents: null });
    expect((await getProductDetail(slug, viewer))!.price).toBe(987.65);
    const snap = await getSnapshot();
    expect(snap.entries.find((e) => e.id === item.id)!.priceCents).toBe(98_765);
    // patched, not reloaded: every other product's entry is the very same object
    const untouched = snapBefore.entries.filter((e) => e.id !== item.id);
    const byId = new Map(snap.entries.map((e) => [e.id, e]));
    expect(untouched.every((e) => byId.get(e.id) === e)).toBe(true);
    expect(snap.entries.length).toBe(snapBefore.entries.length);
  });

  it("the shared vendor list keeps its product counts until a catalog write, then counts again", async () => {
    const countOf = async () => (await listVendors()).find((v) => v.id === item.vendor_id)!.products;
    const before = await countOf();
    await h.db.execute(sql`update products set status = 'draft' where id = ${item.id}`); // out of band: not seen
    expect(await countOf()).toBe(before);
    await announceChange({ kind: "product", ids: [item.id] });
    expect(await countOf()).toBe(before - 1);
    await h.db.execute(sql`update products set status = 'published' where id = ${item.id}`);
    await announceChange({ kind: "vendor", ids: [item.vendor_id] });
    expect(await countOf()).toBe(before);
  });

  it("cards read by id keep their row until a write says their product or vendor changed", async () => {
    const viewer = { id: "demo-buyer", level: 5, confirmed: 1, isSalesRep: false } as never;
    const card = async () => (await cardsByIds([item.id], viewer))[0];
    const before = (await card())!.price_cents;
    const [raw] = await queryRows<{ cents: number | null }>(
      h.db,
      sql`select price_cents as cents from products where id = ${item.id}`,
    );
    try {
      await h.db.execute(sql`update products set price_cents = 4321 where id = ${item.id}`); // out of band: not seen
      expect((await card())!.price_cents).toBe(before);
      await announceChange({ kind: "product", ids: [item.id] });
      expect((await card())!.price_cents).toBe(4321);
      await h.db.execute(sql`update products set status = 'draft' where id = ${item.id}`);
      expect(await card()).toBeDefined();
      await announceChange({ kind: "vendor", ids: [item.vendor_id] });
      expect(await card()).toBeUndefined(); // hidden now, and kept as hidden
      await h.db.execute(sql`update products set status = 'published' where id = ${item.id}`);
      expect(await card()).toBeUndefined();
      await announceChange({ kind: "product", ids: [item.id] });
      expect(await card()).toBeDefined();
    } finally {
      await h.db.execute(
        sql`update products set price_cents = ${raw!.cents}, status = 'published' where id = ${item.id}`,
      );
      await announceChange({ kind: "product", ids: [item.id] });
    }
  });

  it("a sale's stock change updates the product's cached row and snapshot entry", async () => {
    const viewer = { id: "demo-buyer", level: 5, confirmed: 1, isSalesRep: false } as never;
    expect((await getProductDetail(slug, viewer))!.quantity).toBe(40);
    expect((await getSnapshot()).entries.find((e) => e.id === item.id)!.quantity).toBe(40);
    const added = await add(
      postJson(
        "/api/add-cart-app",
        { type: "product", product_id: item.id, vendor_id: item.vendor_id, quantity: 3 },
        buyer,
      ),
    );
    expect(added.status).toBe(200);
    const [{ id: addressId }] = (await queryRows<{ id: number }>(
      h.db,
      sql`select id from addresses where user_id = 'demo-buyer' limit 1`,
    )) as [{ id: number }];
    const res = await checkout(
      postJson(
        "/api/checkout",
        {
          idempotency_key: `cache-${backend}-${Date.now()}`,
          shipping_address_id: addressId,
          billing_address_id: addressId,
          payment_method: "invoice",
        },
        buyer,
      ),
    );
    expect(res.status).toBe(200);
    expect((await getProductDetail(slug, viewer))!.quantity).toBe(37);
    const entry = (await getSnapshot()).entries.find((e) => e.id === item.id)!;
    expect(entry.quantity).toBe(37);

    // cancelling puts the stock back, and says so
    const { orders } = (await res.json()) as { orders: { id: number }[] };
    await advanceOrderStatus({ orderId: orders[0]!.id, status: "cancelled" });
    expect((await getProductDetail(slug, viewer))!.quantity).toBe(40);
    expect((await getSnapshot()).entries.find((e) => e.id === item.id)!.quantity).toBe(40);
  });

  it("a page's slug lookup keeps what it found, never a miss, and a product's change drops its entry", async () => {
    const fresh = `slug-cache-${backend}-${Date.now()}`;
    expect(await resolveSlug(fresh)).toBeNull();
    expect(await resolveSlug(slug)).toEqual({ kind: "product", id: item.id });
    // a listing created after the miss is found at once: misses are not kept
    await h.db.execute(sql`update slug_registry set slug = ${fresh} where kind = 'product' and ref_id = ${item.id}`);
    expect(await resolveSlug(fresh)).toEqual({ kind: "product", id: item.id });
    expect(await resolveSlug(slug)).toEqual({ kind: "product", id: item.id }); // kept from before the rename
    await announceChange({ kind: "product", ids: [item.id] });
    expect(await resolveSlug(slug)).toBeNull();
    await h.db.execute(sql`update slug_registry set slug = ${slug} where kind = 'product' and ref_id = ${item.id}`);
    await announceChange({ kind: "product", ids: [item.id] });
    expect(await resolveSlug(slug)).toEqual({ kind: "product", id: item.id });
    expect(await resolveSlug(fresh)).toBeNull();
  });

  it("a write on another instance, announced through Redis, is seen here on the next read", async () => {
    const url = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
    const channel = `test-cache-${backend}-${process.pid}-${Date.now().toString(36)}`;
    const disconnect = await connectChangeBus(url, channel);
    const otherInstance = await createChangeBridge({ url, channel, deliver: () => undefined });
    try {
      const viewer = { id: "demo-buyer", level: 5, confirmed: 1, isSalesRep: false } as never;
      await getProductDetail(slug, viewer); // cached here
      await getSnapshot();
      // the other instance commits a price change and announces it; only Redis tells this process
      await h.db.execute(
        sql`update products set price_cents = 54321, price_catalog_cents = null, price_discounted_cents = null where id = ${item.id}`,
      );
      const arrived = new Promise<void>((resolve) => {
        const off = onChange(({ ids }) => {
          if (ids.includes(item.id)) resolve(void off());
        });
      });
      const start = Date.now();
      otherInstance.forward({ kind: "product", ids: [item.id] });
      await arrived;
      expect((await getProductDetail(slug, viewer))!.price).toBe(543.21);
      expect((await getSnapshot()).entries.find((e) => e.id === item.id)!.priceCents).toBe(54_321);
      expect(Date.now() - start).toBeLessThan(1000);
    } finally {
      await otherInstance.close();
      await disconnect();
    }
  });
});
