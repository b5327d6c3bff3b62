import { and, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedDemoCredentials } from "@/db/seed/demo-credentials";
import {
  addresses,
  auditLog,
  clinicLocations,
  controlledRecord,
  deaRegistrations,
  orderItems,
  orders,
  products,
  stateLicences,
} from "@/db/schema";
import { POST as add } from "@/app/api/add-cart-app/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { GET as vendorRecord } from "@/app/api/vendor/controlled-record/route";
import { GET as operatorRecord } from "@/app/api/admin/compliance/controlled-record/route";
import { POST as verify } from "@/app/api/admin/compliance/[kind]/[id]/verify/route";
import { POST as approve } from "@/app/api/clinic/approvals/[id]/approve/route";
import { POST as ship } from "@/app/api/vendor/v1/orders/[id]/ship/route";
import { lotsReceived } from "@/features/compliance/server";
import { viewerFromRequest } from "@/features/accounts/server";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";

const BUYER = "demo-buyer";

describe.each(backends)("controlled-substance record and verification by role on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const cookie: Record<string, string> = {};
  const ours = { id: 0, name: "" };
  const theirs = { id: 0, vendor: 0 };
  let loc = 0;

  const rows = async (res: Response) => (await res.text()).trim().split("\r\n").slice(1);

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    await seedDemoCredentials(h.db);
    for (const [k, email, pw] of [
      ["buyer", "buyer@dvm.demo", "DemoBuyer#2026"],
      ["operator", "operator@dvm.demo", "DemoOperator#2026"],
      ["vendor", "vendor@dvm.demo", "DemoVendor#2026"],
      ["other", "logovendor@dvm.demo", "DemoLogo#2026"],
    ])
      cookie[k!] = await sessionCookie(email!, pw!);
    const [l] = await h.db
      .select({ id: clinicLocations.id })
      .from(clinicLocations)
      .where(eq(clinicLocations.organizationId, "clinic-demo-buyer"));
    loc = l!.id;
    await h.db.insert(deaRegistrations).values({
      locationId: loc,
      number: "AB1234563",
      schedules: ["CIII", "CIV"],
      state: "MO",
      expiresAt: new Date("2030-01-01T00:00:00Z"),
      verifiedAt: new Date("2026-01-01T00:00:00Z"),
    });
    // one controlled product sold by demo vendor 1, one by another vendor
    const controlled = await h.db
      .select({ id: products.id, name: products.name, vendorId: products.vendorId })
      .from(products)
      .where(
        and(
          sql`${products.regulatoryClass} in ('CIII', 'CIV')`,
          ne(products.vendorId, 407),
          sql`not exists (select 1 from product_variations x where x.product_id = ${products.id})`,
        ),
      )
      .orderBy(products.id)
      .limit(2);
    expect(controlled).toHaveLength(2);
    await h.db.update(products).set({ vendorId: 1 }).where(eq(products.id, controlled[0]!.id));
    if (controlled[1]!.vendorId === 1)
      await h.db.update(products).set({ vendorId: 2 }).where(eq(products.id, controlled[1]!.id));
    for (const p of controlled)
      await h.db
        .update(products)
        .set({
          quantity: 50,
          inStock: "Y",
          minimumOrder: null,
          maxQuantityThreshold: null,
          level: 1,
          seePrice: "login",
          priceCents: 1500,
          type: "simple",
        })
        .where(eq(products.id, p.id));
    const [a, b] = await h.db
      .select({ id: products.id, name: products.name, vendorId: products.vendorId })
      .from(products)
      .where(sql`${products.id} in (${controlled[0]!.id}, ${controlled[1]!.id})`)
      .orderBy(products.id);
    Object.assign(ours, { id: a!.id, name: a!.name });
    Object.assign(theirs, { id: b!.id, vendor: b!.vendorId });
    for (const p of [a!, b!])
      expect(
        (
          await add(
            postJson(
              "/api/add-cart-app",
              { type: "product", customer_id: BUYER, product_id: p.id, vendor_id: p.vendorId, quantity: 2 },
              cookie.buyer,
            ),
          )
        ).status,
      ).toBe(200);
    const [addr] = await h.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, BUYER));
    const res = await checkout(
      postJson(
        "/api/checkout",
        { idempotency_key: `roles-${backend}-0001`, shipping_address_id: addr!.id, billing_address_id: addr!.id },
        cookie.buyer,
      ),
    );
    expect(res.status).toBe(200);
  });
  afterAll(async () => h?.dispose());

  it("a vendor exports only its own controlled lines; another vendor sees none of them", async () => {
    const mine = await rows(await vendorRecord(get("/api/vendor/controlled-record", cookie.vendor)));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain("AB1234563");
    expect(mine[0]).toContain(",2,"); // quantity
    expect(mine[0]!.endsWith(",1")).toBe(true); // vendor id
    const other = await rows(await vendorRecord(get("/api/vendor/controlled-record", cookie.other)));
    expect(other.every((l) => !l.endsWith(",1"))).toBe(true);
    expect((await vendorRecord(get("/api/vendor/controlled-record", cookie.buyer))).status).toBe(403);
    expect((await vendorRecord(get("/api/vendor/controlled-record"))).status).toBe(401);
  });

  it("the operator exports every vendor's lines or one vendor's; buyers and vendors are refused", async () => {
    const all = await rows(await operatorRecord(get("/api/admin/compliance/controlled-record", cookie.operator)));
    expect(all).toHaveLength(2);
    const one = await rows(
      await operatorRecord(get(`/api/admin/compliance/controlled-record?vendor_id=${theirs.vendor}`, cookie.operator)),
    );
    expect(one).toHaveLength(1);
    expect((await operatorRecord(get("/api/admin/compliance/controlled-record", cookie.buyer))).status).toBe(403);
    expect((await operatorRecord(get("/api/admin/compliance/controlled-record", cookie.vendor))).status).toBe(403);
    expect((await operatorRecord(get("/api/admin/compliance/controlled-record"))).status).toBe(401);
  });

  it("only the operator verifies a credential (audited); others change nothing", async () => {
    const [pending] = await h.db
      .insert(stateLicences)
      .values({ locationId: loc, state: "KS", number: "KS-1", expiresAt: new Date("2030-01-01T00:00:00Z") })
      .returning({ id: stateLicences.id });
    const url = `/api/admin/compliance/licence/${pending!.id}/verify`;
    const p = params({ kind: "licence", id: String(pending!.id) });
    expect((await verify(postJson(url, {}, cookie.buyer), p)).status).toBe(403);
    expect((await verify(postJson(url, {}, cookie.vendor), p)).status).toBe(403);
    expect((await verify(postJson(url, {}), p)).status).toBe(401);
    const still = await h.db.select().from(stateLicences).where(eq(stateLicences.id, pending!.id));
    expect(still[0]!.verifiedAt).toBeNull();
    const ok = await verify(postJson(url, {}, cookie.operator), p);
    expect(ok.status).toBe(200);
    const [row] = await h.db.select().from(stateLicences).where(eq(stateLicences.id, pending!.id));
    expect(row!.verifiedAt).not.toBeNull();
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.action, "verify_licence"));
    expect(audit[0]).toMatchObject({ actorEmail: "operator@dvm.demo", targetId: String(loc) });
    const bad = await verify(
      postJson("/api/admin/compliance/dea/999999/verify", {}, cookie.operator),
      params({ kind: "dea", id: "999999" }),
    );
    expect(bad.status).toBe(404);
  });

  it("a held clinic order of a controlled item is checked again at approval and recorded with the location's DEA", async () => {
    const requester = await sessionCookie("requester@dvm.demo", "DemoRequester#2026");
    const manager = await sessionCookie("manager@dvm.demo", "DemoManager#2026");
    const RID = "demo-clinic-requester";
    const hold = async (key: string) => {
      const added = await add(
        postJson(
          "/api/add-cart-app",
          { type: "product", customer_id: RID, product_id: ours.id, vendor_id: 1, quantity: 1 },
          requester,
        ),
      );
      expect(added.status, JSON.stringify(await added.clone().json())).toBe(200);
      const res = await checkout(
        postJson(
          "/api/checkout",
          // controlled lines ship to the location acted for, the address on its DEA registration
          { idempotency_key: key },
          requester,
        ),
      );
      const body = await res.json();
      expect(body.status).toBe("pending_approval");
      return String(body.approval_id);
    };
    const first = await hold(`held-${backend}-0001`);
    const ok = await approve(
      postJson(`/api/clinic/approvals/${first}/approve`, { comment: "" }, manager),
      params({ id: first }),
    );
    expect(ok.status).toBe(200);
    const orderId = (await ok.json()).orders[0].id;
    const [row] = await h.db.select().from(controlledRecord).where(eq(controlledRecord.orderId, orderId));
    expect(row).toMatchObject({ event: "placed", clinic: "Heartland Veterinary Group" });
    expect(row!.deaNumber).toMatch(/^BH/);

    const second = await hold(`held-${backend}-0002`);
    // the location's registration lapses while the request waits: approval is refused, nothing placed
    await h.db
      .update(deaRegistrations)
      .set({ expiresAt: new Date("2025-01-01T00:00:00Z") })
      .where(eq(deaRegistrations.locationId, row!.locationId!));
    const before = (await h.db.select().from(controlledRecord)).length;
    const refused = await approve(
      postJson(`/api/clinic/approvals/${second}/approve`, { comment: "" }, manager),
      params({ id: second }),
    );
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toContain("DEA registration");
    expect((await h.db.select().from(controlledRecord)).length).toBe(before);
  });

  it("shipping with a lot records it; the buyer's location lists it, flagged when it expires within 90 days", async () => {
    const [o] = await h.db
      .select({ id: orders.id, item: orderItems.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orders.userId, BUYER), eq(orders.vendorId, 1)));
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const res = await ship(
      postJson(
        `/api/vendor/v1/orders/${o!.id}/ship`,
        {
          carrier: "UPS",
          tracking_number: "1Z999",
          lines: [{ line_id: o!.item, quantity: 2, lot: "LOT-A1", expiry: soon }],
        },
        cookie.vendor,
      ),
      params({ id: String(o!.id) }),
    );
    expect(res.status).toBe(200);
    const shipped = await h.db
      .select()
      .from(controlledRecord)
      .where(and(eq(controlledRecord.orderId, o!.id), eq(controlledRecord.event, "shipped")));
    expect(shipped).toHaveLength(1);
    expect(shipped[0]!.lot).toBe("LOT-A1");
    const viewer = (await viewerFromRequest(get("/", cookie.buyer)))!;
    const mine = await lotsReceived(viewer);
    expect(mine.lots.map((l) => l.lot)).toContain("LOT-A1");
    expect(mine.expiring.map((l) => l.lot)).toEqual(["LOT-A1"]);
    const manager = await sessionCookie("manager@dvm.demo", "DemoManager#2026");
    const theirs = await lotsReceived((await viewerFromRequest(get("/", manager)))!);
    expect(theirs.lots.map((l) => l.lot)).not.toContain("LOT-A1");
  });
});
