// Caches on, with ages far beyond the test: a hidden listing can only leave a read through the
// change bus (or because the read itself checks visibility), never because an entry timed out.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.CATALOG_SNAPSHOT_TTL_MS = "3600000";
  process.env.CATALOG_COLLECTION_TTL_MS = "3600000";
  process.env.CATALOG_DETAIL_TTL_MS = "3600000";
});

import { queryRows } from "@/db/client";
import { orders, products, vendors } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as add } from "@/app/api/add-cart-app/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { featured } from "@/features/catalog/server/collections";
import { GET as cartGet } from "@/app/api/cart-listing-app/[userId]/route";
import { GET as ordersGet } from "@/app/api/orders/route";
import { GET as orderGet } from "@/app/api/orders/[orderId]/route";
import { GET as productView } from "@/app/api/product-view/[slug]/route";
import { POST as sellerPost } from "@/app/api/admin/sellers/[id]/route";
import { POST as wishlistToggle } from "@/app/api/user/wishlist/update/route";
import { parseListingParams } from "@/features/catalog/listing-params";
import { filteredListing, type ListingScope } from "@/features/catalog/server/filtered-listing";
import { cardsByIds, relatedProducts } from "@/features/catalog/server/listing";
import { getProductDetail } from "@/features/catalog/server/product-detail";
import { getVendorBySlug } from "@/features/catalog/server/vendors";
import { UNAVAILABLE_MESSAGE } from "@/features/catalog/visibility-rules";
import { announceChange } from "@/lib/change-bus";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts, setStock, type Buyable } from "../helpers/cart-fixtures";

const viewer = { id: "demo-buyer", level: 5, confirmed: 1, isSalesRep: false } as never;
const allIds = async (scope: ListingScope) => {
  const first = await filteredListing(scope, parseListingParams({}), viewer);
  const ids = first.cards.map((c) => c.id);
  for (let page = 2; page <= first.pages; page++) {
    const l = await filteredListing(scope, parseListingParams({ page: String(page) }), viewer);
    ids.push(...l.cards.map((c) => c.id));
  }
  return { ids, total: first.total };
};

describe.each(backends)("storefront visibility, on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let operator: string;
  let item: Buyable;
  let slug: string;
  let categoryId: number;
  let vendorSlug: string;
  let orderId: number;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 200 });
    await seedDemoUsers(h.db);
    // a previous backend's copies belong to another database: "anything may have changed"
    await announceChange({ kind: "product", ids: [] });
    await announceChange({ kind: "category", ids: [] });
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    operator = await sessionCookie("operator@dvm.demo", "DemoOperator#2026");
    [item] = (await buyableProducts(h.db, 1)) as [Buyable];
    const [p] = await h.db
      .select({ slug: products.slug, categoryId: products.categoryId, vendorSlug: vendors.slug })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(eq(products.id, item.id));
    ({ slug, categoryId, vendorSlug } = p!);
    const [o] = await h.db
      .insert(orders)
      .values({
        orderNumber: `VIS-${backend}-1`,
        userId: "demo-buyer",
        vendorId: item.vendor_id,
        status: "placed",
        subtotalCents: 5_000,
        totalCents: 5_000,
        email: "buyer@dvm.demo",
      })
      .returning({ id: orders.id });
    orderId = o!.id;
    await h.db.update(products).set({ isFeatured: true, unitSold: 1_000_000 }).where(eq(products.id, item.id));
  });
  beforeEach(async () => {
    await setStock(h.db, item.id, 40);
    await h.db.execute(sql`delete from cart_items`);
    await h.db.execute(sql`delete from wishlists`);
    await h.db.execute(sql`update products set status = 'published' where id = ${item.id}`);
    await h.db.update(vendors).set({ status: "active" }).where(eq(vendors.id, item.vendor_id));
    await announceChange({ kind: "vendor", ids: [item.vendor_id] });
  });
  afterAll(async () => h?.dispose());

  const setStatus = async (status: string) => {
    await h.db.execute(sql`update products set status = ${status} where id = ${item.id}`);
    await announceChange({ kind: "product", ids: [item.id] }); // what every writer does after commit
  };
  const addToCart = () =>
    add(
      postJson(
        "/api/add-cart-app",
        { type: "product", product_id: item.id, vendor_id: item.vendor_id, quantity: 1 },
        buyer,
      ),
    );
  const view = () => productView(get(`/api/product-view/${slug}`), params({ slug }));
  const suspend = (status: "suspended" | "active") =>
    sellerPost(
      postJson(`/api/admin/sellers/${item.vendor_id}`, { status }, operator),
      params({ id: String(item.vendor_id) }),
    );

  it("an unpublished product leaves its page, the product view, listings and cards at once, and comes back", async () => {
    // warm every cache first, so only the change bus can make the difference
    expect(await getProductDetail(slug, viewer)).not.toBeNull();
    expect((await view()).status).toBe(200);
    const before = await allIds({ kind: "category", id: categoryId });
    expect(before.ids).toContain(item.id);
    expect(await cardsByIds([item.id], viewer)).toHaveLength(1);
    expect((await featured(viewer)).map((c) => c.id)).toContain(item.id); // the home collection

    await setStatus("unpublished");
    expect(await getProductDetail(slug, viewer)).toBeNull(); // the page answers notFound() on null
    const res = await view();
    expect(res.status).toBe(404);
    expect((await res.json()).success).toBe(false);
    const after = await allIds({ kind: "category", id: categoryId });
    expect(after.ids).not.toContain(item.id);
    expect(after.total).toBe(before.total - 1);
    expect(await cardsByIds([item.id], viewer)).toEqual([]);
    expect((await featured(viewer)).map((c) => c.id)).not.toContain(item.id);
    const sibling = before.ids.find((id) => id !== item.id);
    if (sibling)
      expect((await relatedProducts(sibling, categoryId, viewer, 50)).map((c) => c.id)).not.toContain(item.id);

    await setStatus("published");
    expect(await getProductDetail(slug, viewer)).not.toBeNull();
    expect((await view()).status).toBe(200);
    expect((await allIds({ kind: "category", id: categoryId })).ids).toContain(item.id);
  });

  it("drafts and listings waiting for review are hidden too", async () => {
    for (const status of ["draft", "pending_review", "rejected"]) {
      await setStatus(status);
      expect(await getProductDetail(slug, viewer)).toBeNull();
      expect(await cardsByIds([item.id], viewer)).toEqual([]);
    }
  });

  it("add-to-cart and the wishlist refuse a hidden product with a sentence; a line already in the cart shows as unavailable", async () => {
    expect((await addToCart()).status).toBe(200);
    await setStatus("unpublished");
    const refused = await addToCart();
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toBe(UNAVAILABLE_MESSAGE);
    const [{ n }] = (await queryRows<{ n: number }>(
      h.db,
      sql`select coalesce(sum(quantity), 0)::int as n from cart_items where user_id = 'demo-buyer'`,
    )) as [{ n: number }];
    expect(n).toBe(1); // nothing changed

    const cart = await (
      await cartGet(get("/api/cart-listing-app/demo-buyer?related=0", buyer), params({ userId: "demo-buyer" }))
    ).json();
    const line = cart.vendorProducts.flatMap((v: { products: { product_id: number }[] }) => v.products)[0];
    expect(line).toMatchObject({ product_id: item.id, available: false });
    expect(cart.total_cents).toBe(0); // an unavailable line never counts
    const [address] = await queryRows<{ id: number }>(
      h.db,
      sql`select id from addresses where user_id = 'demo-buyer' limit 1`,
    );
    const placed = await checkout(
      postJson(
        "/api/checkout",
        {
          idempotency_key: `vis-${backend}-${Date.now()}`,
          shipping_address_id: address!.id,
          billing_address_id: address!.id,
          payment_method: "invoice",
        },
        buyer,
      ),
    );
    expect(placed.status).toBe(422);
    expect((await placed.json()).message).toMatch(/is no longer available; please remove it from your cart\.$/);

    const wish = await wishlistToggle(
      postJson("/api/user/wishlist/update", { customer_id: "demo-buyer", product_id: item.id }, buyer),
    );
    expect(wish.status).toBe(422);
    expect((await wish.json()).message).toBe(UNAVAILABLE_MESSAGE);

    await setStatus("published");
    const again = await (
      await cartGet(get("/api/cart-listing-app/demo-buyer?related=0", buyer), params({ userId: "demo-buyer" }))
    ).json();
    expect(again.vendorProducts[0].products[0].available).toBe(true);
    expect(again.total_cents).toBeGreaterThan(0);
  });

  it("a suspended vendor's products all leave the storefront at once, its orders stay with the buyer; reactivation brings them back", async () => {
    const vendorScope: ListingScope = { kind: "vendor", id: item.vendor_id };
    const own = await h.db.select({ slug: products.slug }).from(products).where(eq(products.vendorId, item.vendor_id));
    const before = await allIds(vendorScope);
    expect(before.total).toBe(own.length);
    const category = await allIds({ kind: "category", id: categoryId });
    expect(await getVendorBySlug(vendorSlug)).not.toBeNull();

    expect((await suspend("suspended")).status).toBe(200);
    for (const p of own) expect(await getProductDetail(p.slug, viewer)).toBeNull();
    expect((await allIds(vendorScope)).total).toBe(0);
    const hiddenCategory = await allIds({ kind: "category", id: categoryId });
    expect(hiddenCategory.ids).not.toContain(item.id);
    expect(hiddenCategory.total).toBe(category.total - category.ids.filter((id) => before.ids.includes(id)).length);
    expect(await cardsByIds(before.ids, viewer)).toEqual([]);
    expect(await getVendorBySlug(vendorSlug)).toBeNull(); // no shop page while suspended
    expect((await addToCart()).status).toBe(422);

    // the buyer's orders with that vendor are theirs whatever the vendor's state
    const list = await (await ordersGet(get("/api/orders", buyer))).json();
    expect(list.orders.map((o: { order_number: string }) => o.order_number)).toContain(`VIS-${backend}-1`);
    const one = await orderGet(get(`/api/orders/${orderId}`, buyer), params({ orderId: String(orderId) }));
    expect(one.status).toBe(200);

    expect((await suspend("active")).status).toBe(200);
    expect(await getProductDetail(slug, viewer)).not.toBeNull();
    expect((await allIds(vendorScope)).total).toBe(own.length);
    expect(await getVendorBySlug(vendorSlug)).not.toBeNull();
    expect((await allIds({ kind: "category", id: categoryId })).ids).toContain(item.id);
    expect((await addToCart()).status).toBe(200);
  });
});
