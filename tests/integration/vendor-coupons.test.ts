import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as add } from "@/app/api/add-cart-app/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { POST as preview } from "@/app/api/checkout/coupon/route";
import { GET as list, POST as create } from "@/app/api/vendor/v1/coupons/route";
import { POST as end } from "@/app/api/vendor/v1/coupons/[id]/end/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts, count } from "../helpers/cart-fixtures";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(backends)("vendor coupons on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let owner: string;
  let staff: string;
  let otherVendor: string;
  let provider: string;
  let buyer: string;
  let mine: number; // a $100.00 product of vendor 1
  let theirs: { id: number; vendor_id: number };
  const coupons = () => count(h.db, sql`select count(*)::int as n from coupons`);
  const spring = {
    code: "spring-10",
    kind: "percent",
    value: 10,
    min_order: 100,
    ends_on: "2099-12-31",
    usage: "per_buyer",
    per_buyer_limit: 2,
    announce: true,
  };
  const check = async (vendorId: number, code: string) =>
    (await preview(postJson("/api/checkout/coupon", { vendor_id: vendorId, code }, buyer))).json();

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 600 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    staff = await sessionCookie("vendorstaff@dvm.demo", "DemoStaff#2026");
    otherVendor = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
    provider = await sessionCookie("provider@dvm.demo", "DemoProvider#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    // one plain $100.00 product of vendor 1, so the minimum-order boundary is exact
    [{ id: mine }] = await queryRows<{ id: number }>(
      h.db,
      sql`select p.id from products p where p.vendor_id = 1 and p.type = 'simple'
        and not exists (select 1 from product_variations x where x.product_id = p.id) order by p.id limit 1`,
    );
    await h.db.execute(sql`update products set price_cents = 10000, price_catalog_cents = 10000,
      price_discounted_cents = null, price_discounted_end = null, see_price = 'without_login', level = 1,
      regulatory_class = 'none', in_stock = 'Y', quantity = 500, minimum_order = null, max_quantity_threshold = null,
      status = 'published' where id = ${mine}`);
    theirs = (await buyableProducts(h.db, 10)).find((p) => p.vendor_id !== 1)!;
    await h.db.execute(sql`update products set quantity = 500, minimum_order = null, max_quantity_threshold = null
      where id = ${theirs.id}`);
    for (const p of [
      { id: mine, vendor: 1 },
      { id: theirs.id, vendor: theirs.vendor_id },
    ]) {
      const res = await add(
        postJson("/api/add-cart-app", { type: "product", product_id: p.id, vendor_id: p.vendor, quantity: 1 }, buyer),
      );
      expect(res.status).toBeLessThan(300);
    }
  });
  afterAll(async () => h?.dispose());

  it("owner creates a coupon for this vendor and announces it to buyers", async () => {
    const res = await create(postJson("/api/vendor/v1/coupons", spring, owner));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.coupon).toMatchObject({
      code: "SPRING-10",
      kind: "percent",
      value: 10,
      min_order: 100,
      status: "active",
    });
    expect(body.announced).toBeGreaterThan(0);
    const [row] = await queryRows<Record<string, unknown>>(
      h.db,
      sql`select vendor_id, min_order_cents, per_buyer_limit, total_limit from coupons where code = 'SPRING-10'`,
    );
    expect(row).toEqual({ vendor_id: 1, min_order_cents: 10000, per_buyer_limit: 2, total_limit: null });
    const notes = await queryRows<{ body: string }>(
      h.db,
      sql`select body from notifications where user_id = 'demo-buyer' and type = 'Coupons' and response = 'SPRING-10'`,
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]!.body).toContain("10% off orders over $100.00");
  });

  it("refuses bad input with a sentence and creates nothing", async () => {
    const before = await coupons();
    const msg = async (over: Record<string, unknown>) => {
      const res = await create(postJson("/api/vendor/v1/coupons", { ...spring, announce: false, ...over }, owner));
      return [res.status, (await res.json()).message];
    };
    expect(await msg({ code: "NEW-1", ends_on: day(-1) })).toEqual([400, "The end date cannot be in the past."]);
    expect(await msg({ code: "NEW-2", starts_on: "2099-06-02", ends_on: "2099-06-01" })).toEqual([
      400,
      "The coupon must end on or after the day it starts.",
    ]);
    expect(await msg({ code: "NEW-3", value: 101 })).toEqual([400, "A percent off is a whole number from 1 to 100."]);
    expect(await msg({ code: "NEW-4", kind: "amount", value: 0 })).toEqual([
      400,
      "The amount off must be more than $0.",
    ]);
    expect(await msg({ code: "NEW-5", min_order: "lots" })).toEqual([400, "The minimum order must be a number."]);
    expect(await msg({ code: "x" })).toEqual([400, "A code is 3 to 32 letters, digits, dashes or underscores."]);
    expect(await msg({ code: "Spring-10" })).toEqual([409, "The code SPRING-10 is already taken; choose another."]);
    expect(await coupons()).toBe(before);
  });

  it("staff, buyers, visitors and service providers cannot create coupons", async () => {
    const before = await coupons();
    const attempt = (cookie?: string) =>
      create(postJson("/api/vendor/v1/coupons", { ...spring, code: "ROLE-TEST", announce: false }, cookie));
    const refusedStaff = await attempt(staff);
    expect(refusedStaff.status).toBe(403);
    expect((await refusedStaff.json()).message).toContain("Your role (staff) cannot do this");
    expect((await attempt(buyer)).status).toBe(403);
    expect((await attempt()).status).toBe(401);
    expect((await attempt(provider)).status).toBe(403);
    expect(await coupons()).toBe(before);
  });

  it("each vendor lists only its own coupons; another vendor cannot end them", async () => {
    const codes = async (cookie: string) =>
      (await (await list(get("/api/vendor/v1/coupons", cookie))).json()).data.map((c: { code: string }) => c.code);
    expect(await codes(owner)).toContain("SPRING-10");
    expect(await codes(staff)).toContain("SPRING-10"); // staff may look
    expect(await codes(otherVendor)).not.toContain("SPRING-10");
    const [{ id }] = await queryRows<{ id: number }>(h.db, sql`select id from coupons where code = 'SPRING-10'`);
    const p = params({ id: String(id) });
    expect((await end(postJson(`/api/vendor/v1/coupons/${id}/end`, {}, otherVendor), p)).status).toBe(404);
    expect((await end(postJson(`/api/vendor/v1/coupons/${id}/end`, {}, staff), p)).status).toBe(403);
    expect((await end(postJson(`/api/vendor/v1/coupons/${id}/end`, {}, buyer), p)).status).toBe(403);
    expect(
      await count(h.db, sql`select count(*)::int as n from coupons where code = 'SPRING-10' and expires_at > now()`),
    ).toBe(1);
  });

  it("checkout: boundaries of the minimum and the dates, and only this vendor's lines", async () => {
    // exactly the minimum ($100.00 of vendor 1's items) qualifies; a cent more does not
    expect(await check(1, "spring-10")).toMatchObject({ success: true, discount: 10 });
    const make = (over: Record<string, unknown>) =>
      create(postJson("/api/vendor/v1/coupons", { ...spring, announce: false, ...over }, owner));
    expect((await make({ code: "MIN-PLUS", min_order: 100.01 })).status).toBe(201);
    expect((await check(1, "MIN-PLUS")).message).toBe("This coupon needs a minimum order of $100.01 from this vendor.");
    expect((await make({ code: "LATER", starts_on: day(1) })).status).toBe(201);
    expect((await check(1, "LATER")).message).toBe(`This coupon is valid from ${day(1)}.`);
    expect((await make({ code: "LAST-DAY", ends_on: day(0), kind: "amount", value: 5 })).status).toBe(201);
    expect(await check(1, "LAST-DAY")).toMatchObject({ success: true, discount: 5 });
    // another vendor's items never take vendor 1's coupon
    expect((await check(theirs.vendor_id, "SPRING-10")).message).toBe(
      "This coupon does not apply to this vendor's items.",
    );

    const [{ id: addressId }] = await queryRows<{ id: number }>(
      h.db,
      sql`select id from addresses where user_id = 'demo-buyer' limit 1`,
    );
    const res = await checkout(
      postJson(
        "/api/checkout",
        {
          idempotency_key: "vendor-coupon-checkout-1",
          shipping_address_id: addressId,
          billing_address_id: addressId,
          payment_method: "invoice",
          coupons: { "1": "spring-10" },
        },
        buyer,
      ),
    );
    expect(res.status).toBeLessThan(300);
    const orders = await queryRows<{ vendor_id: number; discount_cents: number; subtotal_cents: number }>(
      h.db,
      sql`select vendor_id, discount_cents, subtotal_cents from orders where user_id = 'demo-buyer' order by vendor_id`,
    );
    const ours = orders.find((o) => o.vendor_id === 1)!;
    const other = orders.find((o) => o.vendor_id === theirs.vendor_id)!;
    expect(ours).toMatchObject({ subtotal_cents: 10000, discount_cents: 1000 });
    expect(other.discount_cents).toBe(0);
    expect(await count(h.db, sql`select used_count as n from coupons where code = 'SPRING-10'`)).toBe(1);
  });

  it("an ended coupon no longer applies", async () => {
    const [{ id }] = await queryRows<{ id: number }>(h.db, sql`select id from coupons where code = 'LAST-DAY'`);
    const res = await end(postJson(`/api/vendor/v1/coupons/${id}/end`, {}, owner), params({ id: String(id) }));
    expect((await res.json()).coupon.status).toBe("ended");
    await add(postJson("/api/add-cart-app", { type: "product", product_id: mine, vendor_id: 1, quantity: 1 }, buyer));
    expect((await check(1, "LAST-DAY")).message).toBe("This coupon has expired.");
  });
});
