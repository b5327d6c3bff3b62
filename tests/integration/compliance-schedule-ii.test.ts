import { and, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedDemoCredentials } from "@/db/seed/demo-credentials";
import {
  addresses,
  clinicLocations,
  deaRegistrations,
  orderFormConfirmations,
  orderItems,
  products,
  shipments,
} from "@/db/schema";
import { POST as add } from "@/app/api/add-cart-app/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { POST as ship } from "@/app/api/vendor/v1/orders/[id]/ship/route";
import { POST as confirmForm } from "@/app/api/vendor/v1/orders/[id]/order-form/route";
import { ORDER_FORM_TEXT } from "@/features/compliance";
import { backends, createTestDb } from "../helpers/test-db";
import { params, postJson, sessionCookie } from "../helpers/sessions";

const BUYER = "demo-buyer";
const FORM = "222-000123";

describe.each(backends)("a Schedule II order ships only after the vendor confirms its order form, on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const cookie: Record<string, string> = {};
  let orderId = 0;
  let lineId = 0;

  const shipIt = () =>
    ship(
      postJson(
        `/api/vendor/v1/orders/${orderId}/ship`,
        {
          carrier: "UPS",
          tracking_number: "1ZCII",
          lines: [{ line_id: lineId, quantity: 1, lot: "HM-0042", expiry: "2027-12-31" }],
        },
        cookie.vendor,
      ),
      params({ id: String(orderId) }),
    );
  const confirm = (formNumber: string, who = cookie.vendor, id = orderId) =>
    confirmForm(
      postJson(`/api/vendor/v1/orders/${id}/order-form`, { form_number: formNumber }, who),
      params({ id: String(id) }),
    );
  const state = async () => ({
    parcels: (await h.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.orderId, orderId))).length,
    confirmations: await h.db.select().from(orderFormConfirmations),
  });

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    await seedDemoCredentials(h.db);
    for (const [k, email, pw] of [
      ["buyer", "buyer@dvm.demo", "DemoBuyer#2026"],
      ["vendor", "vendor@dvm.demo", "DemoVendor#2026"],
      ["other", "logovendor@dvm.demo", "DemoLogo#2026"],
    ])
      cookie[k!] = await sessionCookie(email!, pw!);
    const [loc] = await h.db
      .select({ id: clinicLocations.id })
      .from(clinicLocations)
      .where(eq(clinicLocations.organizationId, "clinic-demo-buyer"));
    await h.db.insert(deaRegistrations).values({
      locationId: loc!.id,
      number: "AB1234563",
      schedules: ["CII", "CIII", "CIV", "CV"],
      state: "MO",
      expiresAt: new Date("2030-01-01T00:00:00Z"),
      verifiedAt: new Date("2026-01-01T00:00:00Z"),
    });
    const [p] = await h.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.regulatoryClass, "CII"),
          ne(products.vendorId, 407),
          sql`not exists (select 1 from product_variations x where x.product_id = ${products.id})`,
        ),
      )
      .orderBy(products.id)
      .limit(1);
    await h.db
      .update(products)
      .set({
        vendorId: 1,
        quantity: 50,
        inStock: "Y",
        minimumOrder: null,
        maxQuantityThreshold: null,
        level: 1,
        seePrice: "login",
        priceCents: 1500,
        type: "simple",
      })
      .where(eq(products.id, p!.id));
    const added = await add(
      postJson(
        "/api/add-cart-app",
        { type: "product", customer_id: BUYER, product_id: p!.id, vendor_id: 1, quantity: 1 },
        cookie.buyer,
      ),
    );
    expect(added.status).toBe(200);
    const [addr] = await h.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, BUYER));
    const placed = await checkout(
      postJson(
        "/api/checkout",
        {
          idempotency_key: `cii-${backend}-1`,
          shipping_address_id: addr!.id,
          billing_address_id: addr!.id,
          order_form_number: FORM,
        },
        cookie.buyer,
      ),
    );
    const body = await placed.json();
    expect(placed.status, JSON.stringify(body)).toBe(200);
    orderId = body.orders[0].id;
    const [item] = await h.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));
    lineId = item!.id;
  });
  afterAll(async () => h?.dispose());

  it("shipping is refused, saying which form to confirm, and nothing ships", async () => {
    const res = await shipIt();
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(ORDER_FORM_TEXT.unconfirmed(FORM));
    expect(await state()).toEqual({ parcels: 0, confirmations: [] });
  });

  it("another vendor gets a 404 and a buyer a 403; a wrong number is refused; nothing is recorded", async () => {
    expect((await confirm(FORM, cookie.other)).status).toBe(404);
    expect((await confirm(FORM, cookie.buyer)).status).toBe(403);
    expect((await confirm(FORM, "")).status).toBe(401);
    expect((await confirm(FORM, cookie.vendor, 999999)).status).toBe(404);
    const wrong = await confirm("222-000999");
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).message).toBe(ORDER_FORM_TEXT.mismatch("222-000999", FORM));
    const empty = await confirm("  ");
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe("The order form number is required.");
    expect(await state()).toEqual({ parcels: 0, confirmations: [] });
  });

  it("the vendor confirms the form (who, when, number), once; then the Schedule II line ships", async () => {
    const ok = await confirm("222 000123");
    expect(ok.status).toBe(200);
    expect((await ok.json()).message).toBe(`Order form ${FORM} confirmed.`);
    const { confirmations } = await state();
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ orderId, formNumber: FORM, confirmedBy: "demo-vendor-owner" });
    expect(confirmations[0]!.confirmedAt).toBeInstanceOf(Date);
    const again = await confirm(FORM);
    expect((await again.json()).message).toBe(`Order form ${FORM} was already confirmed.`);
    expect((await state()).confirmations).toEqual(confirmations);
    const shipped = await shipIt();
    expect(shipped.status, JSON.stringify(await shipped.clone().json())).toBe(200);
    expect((await state()).parcels).toBe(1);
  });
});
