import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as add } from "@/app/api/add-cart-app/route";
import { POST as preview } from "@/app/api/checkout/coupon/route";
import { GET as list, POST as create } from "@/app/api/vendor/v1/coupons/route";
import { PUT as edit } from "@/app/api/vendor/v1/coupons/[id]/route";
import { POST as end } from "@/app/api/vendor/v1/coupons/[id]/end/route";
import { POST as reactivate } from "@/app/api/vendor/v1/coupons/[id]/reactivate/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { addVendorMember } from "../helpers/vendor-fixtures";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const put = (url: string, body: unknown, cookie?: string) =>
  new Request(`http://localhost:3000${url}`, {
    method: "PUT",
    headers: { "content-type": "application/json", origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

/**
 * A vendor changes its coupons after creating them: edits (a whole coupon, a code unique across the
 * marketplace, a used coupon's code fixed), ending (kept end date) and reactivating (until that date
 * if it is still ahead, else a new one). Roles: owners and managers; staff, buyers and another
 * vendor change nothing.
 */
describe.each(backends)("vendor coupon edits and reactivation on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let owner: string;
  let manager: string;
  let staff: string;
  let otherVendor: string;
  let buyer: string;
  const spring = {
    code: "SPRING-10",
    kind: "percent",
    value: 10,
    min_order: 0,
    ends_on: "2099-12-31",
    usage: "per_buyer",
    per_buyer_limit: 5,
  };
  const ids: Record<string, number> = {};
  const row = async (id: number) =>
    (
      await queryRows<Record<string, unknown>>(
        h.db,
        sql`select code, kind, value, min_order_cents, starts_at, expires_at, expires_at_before_end, per_buyer_limit,
          total_limit from coupons where id = ${id}`,
      )
    )[0];
  const allCoupons = () => queryRows(h.db, sql`select * from coupons order by id`);
  const check = async (code: string) =>
    (await preview(postJson("/api/checkout/coupon", { vendor_id: 1, code }, buyer))).json();
  const url = (id: number, tail = "") => `/api/vendor/v1/coupons/${id}${tail}`;
  const p = (id: number) => params({ id: String(id) });
  const make = async (body: Record<string, unknown>, cookie = owner) => {
    const res = await create(postJson("/api/vendor/v1/coupons", body, cookie));
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()).coupon.id as number;
  };

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    await addVendorMember(h.db, {
      id: "coupon-manager",
      name: "Mia Manager",
      email: "mia.manager@clinic.test",
      password: "ManagerMia#2026",
      vendorId: 1,
      role: "manager",
    });
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    manager = await sessionCookie("mia.manager@clinic.test", "ManagerMia#2026");
    staff = await sessionCookie("vendorstaff@dvm.demo", "DemoStaff#2026");
    otherVendor = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    // one plain $100.00 product of vendor 1 in the buyer's cart, so the coupon preview can judge a coupon
    const [{ id: mine }] = await queryRows<{ id: number }>(
      h.db,
      sql`select p.id from products p where p.vendor_id = 1 and p.type = 'simple'
        and not exists (select 1 from product_variations x where x.product_id = p.id) order by p.id limit 1`,
    );
    await h.db.execute(sql`update products set price_cents = 10000, price_catalog_cents = 10000,
      price_discounted_cents = null, price_discounted_end = null, see_price = 'without_login', level = 1,
      regulatory_class = 'none', in_stock = 'Y', quantity = 500, minimum_order = null, max_quantity_threshold = null,
      status = 'published' where id = ${mine}`);
    const added = await add(
      postJson("/api/add-cart-app", { type: "product", product_id: mine, vendor_id: 1, quantity: 1 }, buyer),
    );
    expect(added.status).toBeLessThan(300);
    ids.spring = await make(spring);
    ids.theirs = await make({ ...spring, code: "THEIRS-5", value: 5 }, otherVendor);
  });
  afterAll(async () => h?.dispose());

  it("the owner edits a coupon as a whole; checkout applies the new terms at once", async () => {
    const res = await edit(
      put(url(ids.spring), { ...spring, code: "spring-15", value: 15, min_order: 50, starts_on: day(-1) }, owner),
      p(ids.spring),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).coupon).toMatchObject({ code: "SPRING-15", value: 15, min_order: 50, status: "active" });
    expect(await row(ids.spring)).toMatchObject({
      code: "SPRING-15",
      value: 15,
      min_order_cents: 5000,
      per_buyer_limit: 5,
      total_limit: null,
    });
    expect(await check("spring-15")).toMatchObject({ success: true, discount: 15 });
    expect((await check("spring-10")).success).toBe(false);
  });

  it("a manager may edit too; staff, buyers, visitors and another vendor change nothing", async () => {
    const body = { ...spring, code: "SPRING-15", value: 20 };
    const before = await allCoupons();
    const refused: [string | undefined, number][] = [
      [staff, 403],
      [buyer, 403],
      [undefined, 401],
      [otherVendor, 404],
    ];
    for (const [cookie, status] of refused) {
      expect((await edit(put(url(ids.spring), body, cookie), p(ids.spring))).status).toBe(status);
      expect((await end(postJson(url(ids.spring, "/end"), {}, cookie), p(ids.spring))).status).toBe(status);
      expect((await reactivate(postJson(url(ids.spring, "/reactivate"), {}, cookie), p(ids.spring))).status).toBe(
        status,
      );
    }
    // vendor 1's owner cannot reach vendor 1402's coupon either
    expect((await edit(put(url(ids.theirs), body, owner), p(ids.theirs))).status).toBe(404);
    expect(await allCoupons()).toEqual(before);

    const byManager = await edit(put(url(ids.spring), body, manager), p(ids.spring));
    expect(byManager.status).toBe(200);
    expect((await row(ids.spring))!.value).toBe(20);
  });

  it("refuses a taken code (whatever its case), a past end and bad input, changing nothing", async () => {
    const before = await allCoupons();
    const msg = async (over: Record<string, unknown>) => {
      const res = await edit(put(url(ids.spring), { ...spring, code: "SPRING-15", ...over }, owner), p(ids.spring));
      return [res.status, (await res.json()).message];
    };
    expect(await msg({ code: "theirs-5" })).toEqual([409, "The code THEIRS-5 is already taken; choose another."]);
    expect(await msg({ ends_on: day(-1) })).toEqual([400, "The end date cannot be in the past."]);
    expect(await msg({ starts_on: "2099-06-02", ends_on: "2099-06-01" })).toEqual([
      400,
      "The coupon must end on or after the day it starts.",
    ]);
    expect(await msg({ kind: "amount", value: 0 })).toEqual([400, "The amount off must be more than $0."]);
    expect(await msg({ usage: undefined })).toEqual([400, "Choose single use or a limit per buyer."]);
    expect((await edit(put(url(99_999), spring, owner), p(99_999))).status).toBe(404);
    expect(await allCoupons()).toEqual(before);
  });

  it("a coupon buyers have used keeps its code, but its terms may change", async () => {
    const id = await make({ ...spring, code: "USED-ONCE" });
    await h.db.execute(sql`update coupons set used_count = 1 where id = ${id}`);
    const renamed = await edit(put(url(id), { ...spring, code: "RENAMED" }, owner), p(id));
    expect(renamed.status).toBe(409);
    expect((await renamed.json()).message).toBe(
      "Buyers have used USED-ONCE, so its code stays; create a new coupon for a new code.",
    );
    expect((await row(id))!.code).toBe("USED-ONCE");
    expect((await edit(put(url(id), { ...spring, code: "USED-ONCE", value: 12 }, owner), p(id))).status).toBe(200);
    expect((await row(id))!.value).toBe(12);
  });

  it("ending keeps the end date; an ended coupon is not edited or ended again; reactivating restores it", async () => {
    const ended = await end(postJson(url(ids.spring, "/end"), {}, owner), p(ids.spring));
    expect((await ended.json()).coupon).toMatchObject({ status: "ended", previous_ends_on: "2099-12-31" });
    expect((await check("SPRING-15")).message).toBe("This coupon has expired.");
    const again = await end(postJson(url(ids.spring, "/end"), {}, owner), p(ids.spring));
    expect([again.status, (await again.json()).message]).toEqual([409, "SPRING-15 has already ended."]);
    const edited = await edit(put(url(ids.spring), { ...spring, code: "SPRING-15" }, owner), p(ids.spring));
    expect([edited.status, (await edited.json()).message]).toEqual([
      409,
      "SPRING-15 has ended; reactivate it before changing it.",
    ]);

    const back = await reactivate(postJson(url(ids.spring, "/reactivate"), {}, manager), p(ids.spring));
    expect(back.status, await back.clone().text()).toBe(200);
    expect((await back.json()).coupon).toMatchObject({ status: "active", ends_on: "2099-12-31" });
    expect(await row(ids.spring)).toMatchObject({ expires_at_before_end: null });
    expect(await check("SPRING-15")).toMatchObject({ success: true, discount: 20 });
    const running = await reactivate(postJson(url(ids.spring, "/reactivate"), {}, owner), p(ids.spring));
    expect([running.status, (await running.json()).message]).toEqual([
      409,
      "Only an ended coupon can be reactivated; SPRING-15 is active.",
    ]);
  });

  it("a coupon whose end has passed needs a new end date, today or later", async () => {
    const lapsed = await make({ ...spring, code: "LAPSED" });
    // it ran out on its own yesterday (nothing ended it early, so there is no end to restore)
    await h.db.execute(sql`update coupons set expires_at = now() - interval '1 day' where id = ${lapsed}`);
    const bare = await reactivate(postJson(url(lapsed, "/reactivate"), {}, owner), p(lapsed));
    expect([bare.status, (await bare.json()).message]).toEqual([409, "Give LAPSED a new end date to reactivate it."]);
    const past = await reactivate(postJson(url(lapsed, "/reactivate"), { ends_on: day(-2) }, owner), p(lapsed));
    expect([past.status, (await past.json()).message]).toEqual([400, "The end date cannot be in the past."]);
    const bad = await reactivate(postJson(url(lapsed, "/reactivate"), { ends_on: "soon" }, owner), p(lapsed));
    expect([bad.status, (await bad.json()).message]).toEqual([400, "The end date must be a date like 2027-03-31."]);
    expect((await check("LAPSED")).message).toBe("This coupon has expired.");

    const renewed = await reactivate(postJson(url(lapsed, "/reactivate"), { ends_on: day(30) }, owner), p(lapsed));
    expect((await renewed.json()).coupon).toMatchObject({ status: "active", ends_on: day(30) });
    expect(await check("LAPSED")).toMatchObject({ success: true });

    // ended early, and the end it had has since passed
    await end(postJson(url(lapsed, "/end"), {}, owner), p(lapsed));
    await h.db.execute(sql`update coupons set expires_at_before_end = now() - interval '3 days' where id = ${lapsed}`);
    const stale = await reactivate(postJson(url(lapsed, "/reactivate"), {}, owner), p(lapsed));
    expect(stale.status).toBe(409);
    expect((await stale.json()).message).toBe(
      `LAPSED's end date, ${day(-3)}, has passed; give a new end date to reactivate it.`,
    );
  });

  it("a single-use coupon that was used is not reactivated", async () => {
    const id = await make({ ...spring, code: "ONE-SHOT", usage: "single_use", per_buyer_limit: undefined });
    await h.db.execute(sql`update coupons set used_count = 1 where id = ${id}`);
    await end(postJson(url(id, "/end"), {}, owner), p(id));
    const res = await reactivate(postJson(url(id, "/reactivate"), {}, owner), p(id));
    expect([res.status, (await res.json()).message]).toEqual([
      409,
      "ONE-SHOT has been used as often as it may; create a new coupon.",
    ]);
  });

  it("the list says what an ended coupon can be reactivated until", async () => {
    const body = await (await list(get("/api/vendor/v1/coupons", staff))).json();
    const oneShot = body.data.find((c: { code: string }) => c.code === "ONE-SHOT");
    expect(oneShot).toMatchObject({ status: "ended", previous_ends_on: "2099-12-31" });
    const spring15 = body.data.find((c: { code: string }) => c.code === "SPRING-15");
    expect(spring15).toMatchObject({ status: "active", previous_ends_on: null });
  });
});
