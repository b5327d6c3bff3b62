import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedDemoCredentials } from "@/db/seed/demo-credentials";
import { SHIP_TO_TEXT } from "@/features/checkout/ship-to";
import { POST as add } from "@/app/api/add-cart-app/route";
import { GET as listing } from "@/app/api/cart-listing-app/[userId]/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { GET as members } from "@/app/api/clinic/members/route";
import { PATCH as settings } from "@/app/api/clinic/settings/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, patchJson, postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts, count, setStock, type Buyable } from "../helpers/cart-fixtures";

const patch = (body: unknown, cookie: string) => patchJson("/api/clinic/settings", body, cookie);

describe.each(backends)("a clinic's ship-to on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const c: Record<string, string> = {};
  let items: Buyable[];
  const flag = async () =>
    (
      await queryRows<{ on: boolean }>(
        h.db,
        sql`select ship_to_other_addresses as on from organization where id = 'clinic-heartland'`,
      )
    )[0]!.on;
  const cart = async (cookie: string, userId: string) =>
    (await listing(get(`/api/cart-listing-app/${userId}?related=0`, cookie), params({ userId }))).json();
  const savedAddress = async (userId: string) =>
    (await queryRows<{ id: number }>(h.db, sql`select id from addresses where user_id = ${userId} limit 1`))[0]!.id;
  const fill = async (cookie: string, item: Buyable) =>
    expect(
      (
        await add(
          postJson(
            "/api/add-cart-app",
            { type: "product", product_id: item.id, vendor_id: item.vendor_id, quantity: 1 },
            cookie,
          ),
        )
      ).status,
    ).toBe(200);

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 200 });
    await seedDemoUsers(h.db);
    await seedDemoCredentials(h.db);
    c.owner = await sessionCookie("owner@dvm.demo", "DemoOwner#2026");
    c.manager = await sessionCookie("manager@dvm.demo", "DemoManager#2026");
    c.purchaser = await sessionCookie("purchaser@dvm.demo", "DemoPurchaser#2026");
    c.buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    items = await buyableProducts(h.db, 2);
    for (const it of items) {
      await setStock(h.db, it.id, 50);
      // $40, well under the purchaser's own limit, so the order is placed rather than held
      await h.db.execute(
        sql`update products set price_cents = 4000, price_catalog_cents = null, price_discounted_cents = null, regulatory_class = 'none' where id = ${it.id}`,
      );
    }
  });
  afterAll(async () => h?.dispose());

  it("the cart listing names the location a member's order ships to", async () => {
    const group = await cart(c.purchaser, "demo-clinic-purchaser");
    expect(group.ship_to_location).toEqual({
      location_id: expect.any(Number),
      name: "Heartland North",
      full_name: "Heartland Veterinary Group",
      line1: "1200 Oak Avenue",
      line2: null,
      city: expect.any(String),
      state: "MO",
      zip: expect.any(String),
      complete: true,
      other_addresses_allowed: false,
      // no verified exemption certificate: orders to the location are taxed
      tax_exemption: null,
    });
    // the one-person clinic may ship to its owner's own addresses; every existing field is still there
    const solo = await cart(c.buyer, "demo-buyer");
    expect(solo.ship_to_location).toMatchObject({ complete: true, other_addresses_allowed: true });
    for (const field of ["success", "vendorProducts", "vendorServices", "relatedProducts", "count", "addresses"])
      expect(solo).toHaveProperty(field);
    expect(solo.addresses.length).toBeGreaterThan(0);
    expect(Object.values(solo.ship_to_location).every((v) => v !== undefined)).toBe(true);
  });

  it("only the owner changes where orders may ship, and the change is audited", async () => {
    const audits = () =>
      count(h.db, sql`select count(*)::int as n from audit_log where action = 'clinic.settings_updated'`);
    const res = await settings(patch({ ship_to_other_addresses: true }, c.manager));
    expect(res.status).toBe(403);
    expect(await flag()).toBe(false);
    expect(await audits()).toBe(0);
    expect((await settings(patch({}, c.owner))).status).toBe(400);

    const ok = await settings(patch({ ship_to_other_addresses: true }, c.owner));
    expect(ok.status).toBe(200);
    expect((await ok.json()).data).toEqual({ self_approval: false, ship_to_other_addresses: true });
    expect(await flag()).toBe(true);
    const [row] = await queryRows<{ actor_id: string; before: unknown; after: unknown }>(
      h.db,
      sql`select actor_id, before, after from audit_log where action = 'clinic.settings_updated'`,
    );
    expect(row).toMatchObject({
      actor_id: "demo-clinic-owner",
      before: { ship_to_other_addresses: false },
      after: { ship_to_other_addresses: true },
    });
    const list = await (await members(get("/api/clinic/members", c.purchaser))).json();
    expect(list.data.clinic.ship_to_other_addresses).toBe(true);
    expect((await cart(c.purchaser, "demo-clinic-purchaser")).ship_to_location.other_addresses_allowed).toBe(true);
  });

  it("with the setting on a purchaser's order ships to a saved address; off, it is refused", async () => {
    const saved = await savedAddress("demo-clinic-purchaser");
    const to = { shipping_address_id: saved, billing_address_id: saved };
    await fill(c.purchaser, items[0]!);
    const placed = await checkout(
      postJson("/api/checkout", { idempotency_key: "ship-saved-0001", ...to }, c.purchaser),
    );
    const body = await placed.json();
    expect(placed.status).toBe(200);
    expect(body.orders).toHaveLength(1);
    const [order] = await queryRows<{ line1: string }>(
      h.db,
      sql`select shipping_address->>'line1' as line1 from orders where id = ${body.orders[0].id}`,
    );
    const [mine] = await queryRows<{ line1: string }>(h.db, sql`select line1 from addresses where id = ${saved}`);
    expect(order!.line1).toBe(mine!.line1);

    expect((await settings(patch({ ship_to_other_addresses: false }, c.owner))).status).toBe(200);
    await fill(c.purchaser, items[1]!);
    const refused = await checkout(
      postJson("/api/checkout", { idempotency_key: "ship-saved-0002", ...to }, c.purchaser),
    );
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toBe(SHIP_TO_TEXT.notAllowed("Heartland North"));
    // the location itself, sent as no address id, still goes through
    const home = await checkout(postJson("/api/checkout", { idempotency_key: "ship-home-00003" }, c.purchaser));
    expect(home.status).toBe(200);
  });
});
