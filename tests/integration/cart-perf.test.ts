import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Db } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import type { Viewer } from "@/features/accounts/server/session";
import { cartListing } from "@/features/cart/server/listing";
import { updateCartItem } from "@/features/cart/server/mutate";
import { placeOrder } from "@/features/checkout/server/place-order";
import { placeOrderSchema } from "@/features/checkout/schemas";
import { backends, createTestDb } from "../helpers/test-db";
import { buyableProducts, firstLocationOf } from "../helpers/cart-fixtures";

const viewer: Viewer = {
  id: "demo-buyer",
  email: "buyer@dvm.demo",
  firstName: "Dana",
  lastName: "Whitfield",
  position: "Veterinarian",
  level: 5,
  coins: 0,
  confirmed: 1,
  state: null,
  country: null,
  profileImage: null,
  isSalesRep: false,
};

/** Counts the statements a service sends through the handle it was given. */
function counting(db: Db): { db: Db; count: () => number; reset: () => void } {
  let n = 0;
  const proxy = new Proxy(db, {
    get(target, prop, recv) {
      const v = Reflect.get(target, prop, recv);
      if (typeof v === "function" && ["execute", "select", "insert", "update", "delete"].includes(String(prop))) {
        return (...args: unknown[]) => {
          n++;
          return (v as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
  return {
    db: proxy as Db,
    count: () => n,
    reset: () => {
      n = 0;
    },
  };
}

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;

describe.each(backends)("cart performance on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let addressId: number;
  let products: { id: number; vendor_id: number }[];
  const report: Record<string, number> = {};

  async function fillCart(n: number) {
    await h.db.execute(sql`delete from cart_items where user_id = 'demo-buyer'`);
    const location = await firstLocationOf(h.db, "demo-buyer");
    const values = sql.join(
      products.slice(0, n).map((p) => sql`('demo-buyer', ${location}::int, ${p.id}::int, ${p.vendor_id}::int, 2)`),
      sql`, `,
    );
    await h.db.execute(
      sql`insert into cart_items (user_id, location_id, product_id, vendor_id, quantity) values ${values}`,
    );
  }

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    const picked = await buyableProducts(h.db, 50, { distinctVendors: false });
    expect(picked).toHaveLength(50);
    // Ten vendors, five lines each: the shape the budget names.
    const vendorIds = [...new Set(picked.map((p) => p.vendor_id))].slice(0, 10);
    products = picked.map((p, i) => ({ id: p.id, vendor_id: vendorIds[i % vendorIds.length]! }));
    for (const p of products) {
      await h.db.execute(
        sql`update products set vendor_id = ${p.vendor_id}, quantity = 100000, minimum_order = null, max_quantity_threshold = null where id = ${p.id}`,
      );
    }
    addressId = (
      await queryRows<{ id: number }>(h.db, sql`select id from addresses where user_id = 'demo-buyer' limit 1`)
    )[0]!.id;
  });
  afterAll(async () => {
    console.log(`[cart-perf ${backend}]`, JSON.stringify(report));
    await h?.dispose();
  });

  it("cart listing: query count independent of lines, p95 with 50 lines", async () => {
    const c = counting(h.db);
    await fillCart(1);
    c.reset();
    await cartListing(viewer);
    const one = c.count();
    await fillCart(50);
    c.reset();
    const list = await cartListing(viewer);
    report.listingQueries1 = one;
    report.listingQueries50 = c.count();
    expect(c.count()).toBe(one);
    expect(list.vendorProducts.flatMap((v) => v.products)).toHaveLength(50);
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const t = performance.now();
      await cartListing(viewer);
      times.push(performance.now() - t);
    }
    report.listingP95ms = Math.round(p95(times) * 10) / 10;
    // The 30 ms budget is reported, not asserted: timings on a shared CPU vary tenfold.
    expect(report.listingP95ms).toBeLessThan(2000);
  });

  it("cart update: constant queries, p95 with 50 lines", async () => {
    await fillCart(50);
    const [line] = await queryRows<{ id: number }>(
      h.db,
      sql`select id from cart_items where user_id = 'demo-buyer' order by id limit 1`,
    );
    const c = counting(h.db);
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      c.reset();
      const t = performance.now();
      await updateCartItem(viewer, { id: line!.id, quantity: 1, action: i % 2 ? "deletion" : "addition" });
      times.push(performance.now() - t);
      report.updateQueries = c.count();
    }
    report.updateP95ms = Math.round(p95(times) * 10) / 10;
    expect(report.updateQueries).toBeLessThanOrEqual(3);
  });

  it("checkout of 50 lines across 10 vendors", async () => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      await fillCart(50);
      const t = performance.now();
      const res = await placeOrder(
        viewer,
        placeOrderSchema.parse({
          idempotency_key: `perf-${backend}-${i}-key`,
          shipping_address_id: addressId,
          billing_address_id: addressId,
        }),
      );
      times.push(performance.now() - t);
      expect("orders" in res && res.orders).toHaveLength(10);
    }
    report.checkout50x10MedianMs = Math.round([...times].sort((a, b) => a - b)[2]! * 10) / 10;
    report.checkout50x10MaxMs = Math.round(Math.max(...times) * 10) / 10;
    expect(report.checkout50x10MedianMs).toBeLessThan(3000);
  });
});
