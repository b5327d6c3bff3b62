import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as add } from "@/app/api/add-cart-app/route";
import { GET as listing } from "@/app/api/cart-listing-app/[userId]/route";
import { POST as check } from "@/app/api/cart-check-app/route";
import { POST as del } from "@/app/api/delete-cart-app/route";
import { POST as update } from "@/app/api/update-cart-app/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { POST as switchTo } from "@/app/api/clinic/switch/route";
import { VIEW_ONLY_MESSAGE } from "@/features/cart/server";
import { getLiveBus } from "@/features/notifications/server/live-bus";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts, count, setStock, type Buyable } from "../helpers/cart-fixtures";

const GROUP = "clinic-heartland";

describe.each(backends)("the clinic location's shared cart on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const c: Record<string, string> = {};
  let items: Buyable[];
  let locations: number[] = [];

  const addItem = (cookie: string, item: Buyable, quantity = 1) =>
    add(
      postJson(
        "/api/add-cart-app",
        { type: "product", product_id: item.id, vendor_id: item.vendor_id, quantity },
        cookie,
      ),
    );
  const cartOf = async (cookie: string, userId: string) => {
    const res = await listing(get(`/api/cart-listing-app/${userId}?related=0`, cookie), params({ userId }));
    expect(res.status).toBe(200);
    const body = await res.json();
    const lines = body.vendorProducts.flatMap(
      (v: { products: { product_id: number; cart_items: { id: number; quantity: number } }[] }) => v.products,
    );
    return {
      count: body.count as number,
      notice: body.notice as string | undefined,
      lines: lines as { product_id: number; vendor_id: number; cart_items: { id: number; quantity: number } }[],
    };
  };
  const step = (cookie: string, id: number, vendor_id: number, action: "addition" | "deletion" = "addition") =>
    update(postJson("/api/update-cart-app", { id, vendor_id, quantity: 1, action }, cookie));
  const switchLocation = async (cookie: string, location_id: number, clinic_id = GROUP) =>
    expect((await switchTo(postJson("/api/clinic/switch", { clinic_id, location_id }, cookie))).status).toBe(200);
  // a group clinic's orders ship to the location acted for; a one-person clinic may use its own address
  const shipTo = (a: number, userId: string) =>
    userId.startsWith("demo-clinic-") ? {} : { shipping_address_id: a, billing_address_id: a };
  const addressOf = async (userId: string) =>
    (await queryRows<{ id: number }>(h.db, sql`select id from addresses where user_id = ${userId} limit 1`))[0]!.id;
  const checkOut = async (cookie: string, userId: string, key: string) => {
    const a = await addressOf(userId);
    return checkout(postJson("/api/checkout", { idempotency_key: key, ...shipTo(a, userId) }, cookie));
  };
  // everything a cart route may change
  const snapshot = async () =>
    JSON.stringify(
      await queryRows(
        h.db,
        sql`select
          (select json_agg(json_build_object('id', x.id, 'q', x.quantity, 'c', x.checked, 'l', x.location_id) order by x.id) from cart_items x) as lines,
          (select count(*) from service_cart_items) as services,
          (select count(*) from orders) as orders,
          (select count(*) from clinic_approvals) as approvals`,
      ),
    );

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 200 });
    await seedDemoUsers(h.db);
    for (const [k, email, pw] of [
      ["manager", "manager@dvm.demo", "DemoManager#2026"],
      ["requester", "requester@dvm.demo", "DemoRequester#2026"],
      ["outsider", "buyer@dvm.demo", "DemoBuyer#2026"],
    ])
      c[k!] = await sessionCookie(email!, pw!);
    items = await buyableProducts(h.db, 3);
    for (const it of items) {
      await setStock(h.db, it.id, 50);
      // $20 each: no order limit, budget or rule holds the manager's order
      await h.db.execute(
        sql`update products set price_cents = 2000, price_catalog_cents = null, price_discounted_cents = null where id = ${it.id}`,
      );
    }
    locations = (
      await queryRows<{ id: number }>(
        h.db,
        sql`select id from clinic_locations where organization_id = ${GROUP} order by id`,
      )
    ).map((r) => r.id);
    expect(locations).toHaveLength(3);
  });
  afterAll(async () => h?.dispose());

  it("two members acting for the same location see and change one cart", async () => {
    expect((await addItem(c.requester!, items[0]!, 2)).status).toBe(200);
    const seen = await cartOf(c.manager!, "demo-clinic-manager");
    expect(seen.lines.map((l) => [l.product_id, l.cart_items.quantity])).toEqual([[items[0]!.id, 2]]);

    // the manager adds to the same line and steps it: the requester sees the result
    const again = await (await addItem(c.manager!, items[0]!, 1)).json();
    expect(again).toMatchObject({ success: true, currentProductCountInCart: 3, count: 1 });
    const stepped = await step(c.manager!, seen.lines[0]!.cart_items.id, items[0]!.vendor_id);
    expect(stepped.status).toBe(200);
    const mine = await cartOf(c.requester!, "demo-clinic-requester");
    expect(mine.count).toBe(1);
    expect(mine.lines[0]!.cart_items.quantity).toBe(4);
    // the line stays one row of the location, recorded as added by the requester
    const rows = await queryRows<{ location_id: number; user_id: string }>(
      h.db,
      sql`select location_id, user_id from cart_items where product_id = ${items[0]!.id}`,
    );
    expect(rows).toEqual([{ location_id: locations[0], user_id: "demo-clinic-requester" }]);
  });

  it("switching location switches the cart shown", async () => {
    await switchLocation(c.manager!, locations[1]!);
    expect((await cartOf(c.manager!, "demo-clinic-manager")).count).toBe(0);
    expect((await addItem(c.manager!, items[1]!, 1)).status).toBe(200);
    expect((await cartOf(c.manager!, "demo-clinic-manager")).lines.map((l) => l.product_id)).toEqual([items[1]!.id]);
    // the requester still acts for the first location: the second location's line is not theirs to see
    expect((await cartOf(c.requester!, "demo-clinic-requester")).lines.map((l) => l.product_id)).toEqual([
      items[0]!.id,
    ]);
    await switchLocation(c.manager!, locations[0]!);
    expect((await cartOf(c.manager!, "demo-clinic-manager")).lines.map((l) => l.product_id)).toEqual([items[0]!.id]);
  });

  it("a member of another clinic can neither read nor change the location's cart by its ids", async () => {
    const [line] = await queryRows<{ id: number }>(
      h.db,
      sql`select id from cart_items where location_id = ${locations[0]} limit 1`,
    );
    const before = await snapshot();
    expect((await step(c.outsider!, line!.id, items[0]!.vendor_id)).status).toBe(403);
    expect((await step(c.outsider!, line!.id, items[0]!.vendor_id, "deletion")).status).toBe(403);
    expect(
      (await del(postJson("/api/delete-cart-app", { type: "product", cart_id: line!.id }, c.outsider!))).status,
    ).toBe(403);
    expect(
      (await check(postJson("/api/cart-check-app", { type: "product", cart_id: line!.id, checked: "N" }, c.outsider!)))
        .status,
    ).toBe(403);
    // another member's listing by user id, and a switch into a clinic they do not belong to
    const theirs = await listing(
      get("/api/cart-listing-app/demo-clinic-manager?related=0", c.outsider!),
      params({ userId: "demo-clinic-manager" }),
    );
    expect(theirs.status).toBe(403);
    expect(
      (await switchTo(postJson("/api/clinic/switch", { clinic_id: GROUP, location_id: locations[0] }, c.outsider!)))
        .status,
    ).toBe(403);
    expect((await cartOf(c.outsider!, "demo-buyer")).count).toBe(0);
    // deleting a whole vendor from their own cart leaves the location's lines alone
    expect(
      (await del(postJson("/api/delete-cart-app", { type: "vendor", vendor_id: items[0]!.vendor_id }, c.outsider!)))
        .status,
    ).toBe(200);
    expect(await snapshot()).toBe(before);
  });

  it("a viewer has no cart: sees none of the location's lines and cannot change them or check out", async () => {
    // the outsider also joins the group as a viewer and acts for its first location
    await h.db.execute(
      sql`insert into member (id, organization_id, user_id, role) values ('member-viewer-test', ${GROUP}, 'demo-buyer', 'viewer')`,
    );
    const line = (await cartOf(c.manager!, "demo-clinic-manager")).lines[0]!;
    expect(line.product_id).toBe(items[0]!.id);
    await switchLocation(c.outsider!, locations[0]!);
    const seen = await cartOf(c.outsider!, "demo-buyer");
    expect(seen.lines).toEqual([]);
    expect(seen.count).toBe(0);
    expect(seen.notice).toBe(VIEW_ONLY_MESSAGE);
    const before = await snapshot();
    const added = await addItem(c.outsider!, items[2]!, 1);
    expect(added.status).toBe(403);
    expect((await added.json()).message).toBe(VIEW_ONLY_MESSAGE);
    expect((await step(c.outsider!, line.cart_items.id, line.vendor_id)).status).toBe(403);
    expect(
      (await del(postJson("/api/delete-cart-app", { type: "product", cart_id: line.cart_items.id }, c.outsider!)))
        .status,
    ).toBe(403);
    expect(
      (
        await check(
          postJson("/api/cart-check-app", { type: "product", cart_id: line.cart_items.id, checked: "N" }, c.outsider!),
        )
      ).status,
    ).toBe(403);
    const vr = await checkOut(c.outsider!, "demo-buyer", "viewer-1");
    expect(vr.status).toBe(403);
    expect(await snapshot()).toBe(before);
    // back in their own clinic, their own (empty) cart again
    await switchLocation(
      c.outsider!,
      (
        await queryRows<{ id: number }>(
          h.db,
          sql`select id from clinic_locations where organization_id = 'clinic-demo-buyer'`,
        )
      )[0]!.id,
      "clinic-demo-buyer",
    );
    expect((await cartOf(c.outsider!, "demo-buyer")).count).toBe(0);
  });

  it("tells the location's other members live when its cart changes, not the member who changed it", async () => {
    const heard = (userId: string) => {
      const frames: string[] = [];
      return { frames, off: getLiveBus().subscribe(userId, (f) => frames.push(f)) };
    };
    // a viewer of the same clinic has no cart, so no hint either
    await h.db.execute(
      sql`insert into member (id, organization_id, user_id, role) values ('member-viewer-live', ${GROUP}, 'demo-buyer', 'viewer') on conflict do nothing`,
    );
    await getLiveBus().ready(); // with Redis, this instance must be listening before the change
    const manager = heard("demo-clinic-manager");
    const requester = heard("demo-clinic-requester");
    const outsider = heard("demo-lowlevel");
    const viewer = heard("demo-buyer");
    expect((await addItem(c.requester!, items[1]!, 1)).status).toBe(200);
    const cart = (frames: string[]) => frames.filter((f) => f.startsWith("event: cart\n"));
    // with Redis the push travels through pub/sub: wait for it, then a little for any stray copy
    for (let waited = 0; !cart(manager.frames).length && waited < 3000; waited += 25)
      await new Promise((r) => setTimeout(r, 25));
    await new Promise((r) => setTimeout(r, 200));
    for (const x of [manager, requester, outsider, viewer]) x.off();
    expect(cart(manager.frames)).toEqual([`event: cart\ndata: ${JSON.stringify({ location_id: locations[0] })}\n\n`]);
    expect(cart(requester.frames)).toEqual([]);
    expect(cart(outsider.frames)).toEqual([]);
    expect(cart(viewer.frames)).toEqual([]);
  });

  it("the requester's checkout places nothing; the manager places the location's cart", async () => {
    const orders = () => count(h.db, sql`select count(*)::int as n from orders`);
    const before = await orders();
    // the requester's checkout of the shared cart goes to an approver: no vendor order
    const held = await checkOut(c.requester!, "demo-clinic-requester", "requester-1");
    expect(held.status).toBe(200);
    expect(await held.json()).toMatchObject({ success: true, status: "pending_approval" });
    expect(await orders()).toBe(before);
    expect((await cartOf(c.manager!, "demo-clinic-manager")).count).toBe(0);

    // the requester builds the cart again; the manager sees it and places it for the location
    expect((await addItem(c.requester!, items[2]!, 3)).status).toBe(200);
    const seen = await cartOf(c.manager!, "demo-clinic-manager");
    expect(seen.lines.map((l) => [l.product_id, l.cart_items.quantity])).toEqual([[items[2]!.id, 3]]);
    const placed = await checkOut(c.manager!, "demo-clinic-manager", "manager-1");
    expect(placed.status).toBe(200);
    const body = await placed.json();
    expect(body.success).toBe(true);
    expect(body.status).not.toBe("pending_approval");
    expect(await orders()).toBe(before + 1);
    expect(
      await count(
        h.db,
        sql`select count(*)::int as n from clinic_orders where location_id = ${locations[0]} and organization_id = ${GROUP}`,
      ),
    ).toBe(1);
    // the cart is empty for every member of the location; the second location's cart is untouched
    expect((await cartOf(c.requester!, "demo-clinic-requester")).count).toBe(0);
    expect(await count(h.db, sql`select count(*)::int as n from cart_items where location_id = ${locations[1]}`)).toBe(
      1,
    );
  });
});
