import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedDemoCredentials } from "@/db/seed/demo-credentials";
import {
  addresses,
  cartItems,
  clinicLocations,
  controlledRecord,
  deaRegistrations,
  products,
  stateLicences,
} from "@/db/schema";
import { POST as add } from "@/app/api/add-cart-app/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { GET as listing } from "@/app/api/cart-listing-app/[userId]/route";
import { POST as addDea } from "@/app/api/compliance/dea/route";
import { POST as addLicence } from "@/app/api/compliance/licences/route";
import { GET as credentials } from "@/app/api/compliance/credentials/route";
import { POST as adminCommand } from "@/app/api/compliance/admin-command/route";
import { GET as record } from "@/app/api/compliance/controlled-record/route";
import { POST as ops } from "@/app/api/ops/order-status/route";
import { opsToken } from "@/features/orders/ops-token";
import { adminToken } from "@/features/accounts/server/admin-token";
import { reloadConfig } from "@/lib/config";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";

const BUYER = "demo-buyer";
const FUTURE = new Date("2030-01-01T00:00:00Z");
const PAST = new Date("2025-01-01T00:00:00Z");

describe.each(backends)("controlled and prescription ordering on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let rep: string;
  const item: Record<string, { id: number; vendor_id: number }> = {};
  let shipId = 0;
  let loc = 0;
  let keyN = 0;

  const addLine = (p: { id: number; vendor_id: number }, cookie = buyer) =>
    add(
      postJson(
        "/api/add-cart-app",
        { type: "product", customer_id: BUYER, product_id: p.id, vendor_id: p.vendor_id, quantity: 1 },
        cookie,
      ),
    );
  const placeOrder = (extra: Record<string, unknown> = {}) =>
    checkout(
      postJson(
        "/api/checkout",
        {
          idempotency_key: `compliance-${backend}-${++keyN}`,
          shipping_address_id: shipId,
          billing_address_id: shipId,
          ...extra,
        },
        buyer,
      ),
    );
  const setDea = async (over: Partial<typeof deaRegistrations.$inferInsert> | null) => {
    await h.db.delete(deaRegistrations).where(eq(deaRegistrations.locationId, loc));
    if (over)
      await h.db.insert(deaRegistrations).values({
        locationId: loc,
        number: "AB1234563",
        schedules: ["CII", "CIII", "CIV", "CV"],
        state: "MO",
        expiresAt: FUTURE,
        verifiedAt: new Date("2026-01-01T00:00:00Z"),
        ...over,
      });
  };
  const cartCount = async () =>
    (await h.db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, BUYER))).length;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoCredentials(h.db);
    process.env.BETTER_AUTH_SECRET = "test-secret-for-ops-token-0123456789";
    reloadConfig();
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    rep = await sessionCookie("salesrep@dvm.demo", "DemoSalesRep#2026");
    // one plain, buyable product of each class: known stock, visible price, level 1
    for (const cls of ["CII", "CIII", "CIV", "rx", "none"]) {
      const [p] = await h.db
        .select({ id: products.id, vendor_id: products.vendorId })
        .from(products)
        .where(
          and(
            eq(products.regulatoryClass, cls),
            sql`${products.type} <> 'variation' and ${products.vendorId} <> 407 and not exists (select 1 from product_variations x where x.product_id = ${products.id})`,
          ),
        )
        .orderBy(products.id)
        .limit(1);
      expect(p, cls).toBeDefined();
      await h.db
        .update(products)
        .set({
          quantity: 500,
          inStock: "Y",
          minimumOrder: null,
          maxQuantityThreshold: null,
          level: 1,
          seePrice: "login",
          priceCents: 2500,
        })
        .where(eq(products.id, p!.id));
      item[cls] = p!;
    }
    const [l] = await h.db
      .select({ id: clinicLocations.id })
      .from(clinicLocations)
      .where(eq(clinicLocations.organizationId, "clinic-demo-buyer"));
    loc = l!.id;
    const [a] = await h.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, BUYER));
    shipId = a!.id;
  });
  afterAll(async () => {
    delete process.env.BETTER_AUTH_SECRET;
    reloadConfig();
    await h?.dispose();
  });
  beforeEach(async () => {
    await h.db.delete(cartItems).where(eq(cartItems.userId, BUYER));
  });

  it("refuses a controlled item without a DEA registration, naming what to add; nothing lands in the cart", async () => {
    await setDea(null);
    const res = await addLine(item.CIII!);
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe(
      "Add a DEA registration for Riverbend Animal Hospital - Springfield that covers Schedule III.",
    );
    expect(await cartCount()).toBe(0);
  });

  it("refuses an unverified, an expired, a wrong-schedule and a wrong-state registration", async () => {
    await setDea({ verifiedAt: null });
    expect((await (await addLine(item.CIII!)).json()).message).toContain("DEA registration for");
    expect((await (await addLine(item.CIII!)).json()).message).toContain("waiting for verification");
    await setDea({ expiresAt: PAST });
    expect((await (await addLine(item.CIII!)).json()).message).toContain("has expired");
    await setDea({ schedules: ["CIV"] });
    const wrongSchedule = await addLine(item.CIII!);
    expect(wrongSchedule.status).toBe(403);
    expect((await wrongSchedule.json()).message).toContain("DEA registration");
    expect((await addLine(item.CIV!)).status).toBe(200);
    await h.db.delete(cartItems).where(eq(cartItems.userId, BUYER));
    await setDea({ state: "KS" });
    expect((await (await addLine(item.CIII!)).json()).message).toContain(
      "ship only to the state of the DEA registration (KS)",
    );
    expect(await cartCount()).toBe(0);
  });

  it("a good registration buys a CIII item: added, placed, recorded; cancellation is recorded too", async () => {
    await setDea({});
    expect((await addLine(item.CIII!)).status).toBe(200);
    const cart = await (await listing(get(`/api/cart-listing-app/${BUYER}`, buyer), params({ userId: BUYER }))).json();
    const line = cart.vendorProducts.flatMap((v: { products: unknown[] }) => v.products)[0];
    expect(line.regulatory_class).toBe("CIII");
    expect(line.compliance_problem).toBeNull();
    const res = await placeOrder();
    expect(res.status).toBe(200);
    const placed = await res.json();
    const rows = await h.db.select().from(controlledRecord).where(eq(controlledRecord.orderId, placed.orders[0].id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: "placed", deaNumber: "AB1234563", schedule: "CIII", quantity: 1 });
    const cancel = await ops(
      new Request("http://localhost:3000/api/ops/order-status", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${opsToken()}` },
        body: JSON.stringify({ order: String(placed.orders[0].id), status: "cancelled" }),
      }),
    );
    expect(cancel.status).toBe(200);
    const csvRes = await record(
      new Request(`http://localhost:3000/api/compliance/controlled-record?vendor_id=${item.CIII!.vendor_id}`, {
        headers: { authorization: `Bearer ${opsToken()}` },
      }),
    );
    expect(csvRes.headers.get("content-type")).toContain("text/csv");
    const csv = (await csvRes.text()).trim().split("\r\n");
    expect(csv[0]).toBe(
      "date,event,clinic,location,dea_number,product,code,schedule,quantity,lot,order_form,order_id,vendor_id",
    );
    expect(csv.slice(1).map((l) => l.split(",")[1])).toEqual(["placed", "cancelled"]);
    expect(csv[1]).toContain("AB1234563");
    expect((await record(get("/api/compliance/controlled-record", buyer))).status).toBe(401);
  });

  it("flags a cart line that no longer passes, and checkout refuses it again with nothing placed", async () => {
    await setDea({});
    expect((await addLine(item.CIII!)).status).toBe(200);
    await h.db.update(deaRegistrations).set({ expiresAt: PAST }).where(eq(deaRegistrations.locationId, loc));
    const cart = await (await listing(get(`/api/cart-listing-app/${BUYER}`, buyer), params({ userId: BUYER }))).json();
    const line = cart.vendorProducts.flatMap((v: { products: { compliance_problem: string }[] }) => v.products)[0];
    expect(line.compliance_problem).toContain("has expired");
    const before = (await h.db.select().from(controlledRecord)).length;
    const res = await placeOrder();
    expect(res.status).toBe(403);
    expect((await res.json()).message).toContain("DEA registration");
    expect(await cartCount()).toBe(1);
    expect((await h.db.select().from(controlledRecord)).length).toBe(before);
  });

  it("Schedule II needs the order form number at checkout, recorded on the record", async () => {
    await setDea({});
    expect((await addLine(item.CII!)).status).toBe(200);
    const without = await placeOrder();
    expect(without.status).toBe(403);
    expect((await without.json()).message).toContain("DEA 222 or CSOS order form number");
    const stale = await placeOrder({ order_form_number: "222-000123", order_form_date: "2020-01-01" });
    expect((await stale.json()).message).toContain("older than 60 days");
    const ok = await placeOrder({ order_form_number: "222-000123" });
    expect(ok.status).toBe(200);
    const orderId = (await ok.json()).orders[0].id;
    const [row] = await h.db.select().from(controlledRecord).where(eq(controlledRecord.orderId, orderId));
    expect(row).toMatchObject({ schedule: "CII", orderForm: "222-000123" });
  });

  it("a controlled item shipped to an address other than the location's is refused at checkout", async () => {
    await setDea({});
    expect((await addLine(item.CIII!)).status).toBe(200);
    const [ks] = await h.db
      .insert(addresses)
      .values({ userId: BUYER, fullName: "Dana Whitfield", line1: "1 Elm", city: "Wichita", state: "KS", zip: "67202" })
      .returning({ id: addresses.id });
    const res = await checkout(
      postJson(
        "/api/checkout",
        { idempotency_key: `compliance-${backend}-ks`, shipping_address_id: ks!.id, billing_address_id: shipId },
        buyer,
      ),
    );
    // the location's address is the DEA registration's: any other address is refused for controlled lines
    expect(res.status).toBe(422);
    expect((await res.json()).message).toContain("Controlled items ship only to");
    await h.db.delete(addresses).where(eq(addresses.id, ks!.id));
  });

  it("Rx needs a verified licence; the demo buyer has one", async () => {
    expect((await addLine(item.rx!)).status).toBe(200);
    await h.db.update(stateLicences).set({ verifiedAt: null }).where(eq(stateLicences.locationId, loc));
    await h.db.delete(cartItems).where(eq(cartItems.userId, BUYER));
    const res = await addLine(item.rx!);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toContain("verified veterinary licence");
    await h.db.update(stateLicences).set({ verifiedAt: new Date() }).where(eq(stateLicences.locationId, loc));
  });

  it("a bad DEA number is refused with the exact sentence and saves nothing; a good one waits for the operator", async () => {
    await setDea(null);
    const bad = await addDea(
      postJson(
        "/api/compliance/dea",
        { number: "AB1234567", schedules: ["CIII"], state: "MO", expires_at: "2030-01-01" },
        buyer,
      ),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("The DEA number's check digit does not match.");
    const unknown = await addDea(
      postJson(
        "/api/compliance/dea",
        { number: "AB1234563", schedules: ["CVI"], state: "MO", expires_at: "2030-01-01" },
        buyer,
      ),
    );
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toBe("Schedules are CII, CIII, CIV or CV.");
    expect(await h.db.select().from(deaRegistrations).where(eq(deaRegistrations.locationId, loc))).toHaveLength(0);
    expect((await addDea(postJson("/api/compliance/dea", {}, undefined))).status).toBe(401);
    expect((await addDea(postJson("/api/compliance/dea", { number: "AB1234563" }, rep))).status).toBe(403);
    // a clinic requester may not record credentials for the clinic's location
    const requester = await sessionCookie("requester@dvm.demo", "DemoRequester#2026");
    const byRequester = await addDea(
      postJson(
        "/api/compliance/dea",
        { number: "AB1234563", schedules: ["CIII"], state: "MO", expires_at: "2030-01-01" },
        requester,
      ),
    );
    expect(byRequester.status).toBe(403);
    expect(await h.db.select().from(deaRegistrations).where(eq(deaRegistrations.locationId, loc))).toHaveLength(0);

    const good = await addDea(
      postJson(
        "/api/compliance/dea",
        { number: "ab 123456-3", schedules: ["CIII", "CIV"], state: "mo", expires_at: "2030-01-01" },
        buyer,
      ),
    );
    expect(good.status).toBe(201);
    const { id } = await good.json();
    expect((await (await addLine(item.CIII!)).json()).message).toContain("waiting for verification");
    const mine = await (await credentials(get("/api/compliance/credentials", buyer))).json();
    expect(mine.data.dea[0]).toMatchObject({ number: "AB1234563", status: "pending", state: "MO" });

    const verify = (auth?: string) =>
      adminCommand(
        new Request("http://localhost:3000/api/compliance/admin-command", {
          method: "POST",
          headers: { "content-type": "application/json", ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
          body: JSON.stringify({ command: "verify-dea", id }),
        }),
      );
    expect((await verify()).status).toBe(403);
    expect((await verify(adminToken())).status).toBe(200);
    expect((await addLine(item.CIII!)).status).toBe(200);
    const licence = await addLicence(
      postJson("/api/compliance/licences", { state: "Missouri", number: "X1", expires_at: "2030-01-01" }, buyer),
    );
    expect(licence.status).toBe(400);
    expect((await licence.json()).message).toBe("State must be a two-letter code such as MO.");
  });
});
