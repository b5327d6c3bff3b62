import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedDemoCredentials } from "@/db/seed/demo-credentials";
import {
  auditLog,
  clinicApprovalRules,
  clinicLocations,
  deaRegistrations,
  mailOutbox,
  notifications,
  orderItems,
  products,
  recallNotices,
  recalls,
} from "@/db/schema";
import { POST as add } from "@/app/api/add-cart-app/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { POST as ship } from "@/app/api/vendor/v1/orders/[id]/ship/route";
import { POST as importCsv } from "@/app/api/admin/recalls/import/route";
import { GET as recallDetail } from "@/app/api/admin/recalls/[id]/route";
import { GET as myRecalls } from "@/app/api/compliance/recalls/route";
import { POST as acknowledge } from "@/app/api/compliance/recalls/[id]/acknowledge/route";
import { GET as vendorRecalls } from "@/app/api/vendor/recalls/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/recalls");
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");
const RECALLED_NDC = "99999-0101-01"; // the product the sample enforcement report names

function postCsv(url: string, csv: string, cookie?: string): Request {
  return new Request(`http://localhost:3000${url}`, {
    method: "POST",
    headers: { "content-type": "text/csv", origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
    body: csv,
  });
}

describe.each(backends)("recall import, notices and acknowledgement on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const cookie: Record<string, string> = {};
  const product = { id: 0, name: "" };
  let buyerLocation = 0;
  let heartlandLocation = 0;
  let keyN = 0;

  /** One line of the recalled product bought by `who`, then shipped by the vendor with this lot. */
  async function buyAndShip(who: string, userId: string, lot: string) {
    const added = await add(
      postJson(
        "/api/add-cart-app",
        { type: "product", customer_id: userId, product_id: product.id, vendor_id: 1, quantity: 1 },
        cookie[who],
      ),
    );
    expect(added.status, JSON.stringify(await added.clone().json())).toBe(200);
    // controlled lines ship to the location acted for, the address on its DEA registration
    const placed = await checkout(
      postJson("/api/checkout", { idempotency_key: `recalls-${backend}-${++keyN}` }, cookie[who]),
    );
    const body = await placed.json();
    expect(placed.status, JSON.stringify(body)).toBe(200);
    const orderId = body.orders[0].id as number;
    const [item] = await h.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));
    const shipped = await ship(
      postJson(
        `/api/vendor/v1/orders/${orderId}/ship`,
        {
          carrier: "UPS",
          tracking_number: `1Z${keyN}`,
          lines: [{ line_id: item!.id, quantity: 1, lot, expiry: "2027-12-31" }],
        },
        cookie.vendor,
      ),
      params({ id: String(orderId) }),
    );
    expect(shipped.status, JSON.stringify(await shipped.clone().json())).toBe(200);
  }

  const counts = async () => ({
    recalls: (await h.db.select({ id: recalls.id }).from(recalls)).length,
    notices: (await h.db.select({ id: recallNotices.id }).from(recallNotices)).length,
    notifications: (
      await h.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.type, "recall"))
    ).length,
    mail: (
      await h.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(sql`${mailOutbox.subject} like 'Recall %'`)
    ).length,
  });

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    await seedDemoCredentials(h.db);
    for (const [k, email, pw] of [
      ["buyer", "buyer@dvm.demo", "DemoBuyer#2026"],
      ["owner", "owner@dvm.demo", "DemoOwner#2026"],
      ["operator", "operator@dvm.demo", "DemoOperator#2026"],
      ["vendor", "vendor@dvm.demo", "DemoVendor#2026"],
      ["otherVendor", "logovendor@dvm.demo", "DemoLogo#2026"],
    ])
      cookie[k!] = await sessionCookie(email!, pw!);
    const [l] = await h.db
      .select({ id: clinicLocations.id })
      .from(clinicLocations)
      .where(eq(clinicLocations.organizationId, "clinic-demo-buyer"));
    buyerLocation = l!.id;
    await h.db.insert(deaRegistrations).values({
      locationId: buyerLocation,
      number: "AB1234563",
      schedules: ["CIII", "CIV"],
      state: "MO",
      expiresAt: new Date("2030-01-01T00:00:00Z"),
      verifiedAt: new Date("2026-01-01T00:00:00Z"),
    });
    // a Schedule III product of Sandhill Surgical (vendor 1) carrying the NDC the sample report recalls
    const [p] = await h.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(
        and(
          eq(products.regulatoryClass, "CIII"),
          ne(products.vendorId, 407),
          sql`not exists (select 1 from product_variations x where x.product_id = ${products.id})`,
        ),
      )
      .orderBy(products.id)
      .limit(1);
    Object.assign(product, p);
    await h.db
      .update(products)
      .set({
        vendorId: 1,
        sku: RECALLED_NDC,
        quantity: 50,
        inStock: "Y",
        minimumOrder: null,
        maxQuantityThreshold: null,
        level: 1,
        seePrice: "login",
        priceCents: 1500,
        type: "simple",
      })
      .where(eq(products.id, product.id));
    // the group holds controlled orders for approval: not what this suite is about
    await h.db.delete(clinicApprovalRules).where(eq(clinicApprovalRules.organizationId, "clinic-heartland"));
    // the demo buyer receives the recalled lot; a Heartland hospital receives another lot of the same product
    await buyAndShip("buyer", "demo-buyer", "KT2201");
    await buyAndShip("owner", "demo-clinic-owner", "KT2202");
    const [heart] = await h.db
      .select({ id: clinicLocations.id })
      .from(clinicLocations)
      .where(eq(clinicLocations.organizationId, "clinic-heartland"))
      .orderBy(clinicLocations.id)
      .limit(1);
    heartlandLocation = heart?.id ?? 0;
  });
  afterAll(async () => h?.dispose());

  it("only the operator may import: others are refused and nothing is read or written", async () => {
    const csv = fixture("enforcement-report.csv");
    expect((await importCsv(postCsv("/api/admin/recalls/import?dry_run=1", csv))).status).toBe(401);
    expect((await importCsv(postCsv("/api/admin/recalls/import", csv, cookie.buyer))).status).toBe(403);
    expect((await importCsv(postCsv("/api/admin/recalls/import", csv, cookie.vendor))).status).toBe(403);
    expect(await counts()).toEqual({ recalls: 0, notices: 0, notifications: 0, mail: 0 });
  });

  it("bad rows are listed for a person to fix and nothing is imported, even with good rows beside them", async () => {
    const res = await importCsv(
      postCsv("/api/admin/recalls/import", fixture("enforcement-report-bad-rows.csv"), cookie.operator),
    );
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.message).toBe("3 rows have errors; nothing was imported.");
    expect(body.errors.map((e: { message: string }) => e.message)).toEqual([
      'Row 3 (recall D-0461-2026): Classification must be Class I, Class II or Class III, not "Class IV".',
      expect.stringContaining("Row 4 (recall D-0462-2026): no lot numbers could be read from the Code Info"),
      expect.stringContaining('Row 5 (recall D-0463-2026): the Recall Initiation Date "14/31/2026" is not a date'),
    ]);
    const noHeader = await importCsv(
      postCsv("/api/admin/recalls/import", "Recall Number,Status\nD-1,Ongoing\n", cookie.operator),
    );
    expect(noHeader.status).toBe(400);
    expect((await noHeader.json()).message).toContain("missing the columns Classification, Product Description");
    expect(await counts()).toEqual({ recalls: 0, notices: 0, notifications: 0, mail: 0 });
  });

  it("a dry run previews exactly the clinic that received the lot, prints what did not match, and writes nothing", async () => {
    const res = await importCsv(
      postCsv("/api/admin/recalls/import?dry_run=1", fixture("enforcement-report.csv"), cookie.operator),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.errors).toEqual([]);
    expect(body.recalls).toHaveLength(1);
    expect(body.recalls[0]).toMatchObject({
      recall_number: "D-0456-2026",
      vendor: "Sandhill Surgical",
      lots: ["KT2201", "KT2203"],
      lots_not_delivered: ["KT2203"],
    });
    expect(body.recalls[0].locations).toHaveLength(1);
    expect(body.recalls[0].locations[0].lots).toEqual(["KT2201"]);
    expect(body.unmatched.map((u: { row: number }) => u.row)).toEqual([3, 4]);
    expect(body.unmatched[0].message).toContain("Acme Compounding LLC is not a vendor here");
    expect(await counts()).toEqual({ recalls: 0, notices: 0, notifications: 0, mail: 0 });
  });

  it("the import notifies and mails the receiving location only, audited; a second import of the file is refused", async () => {
    const res = await importCsv(
      postCsv("/api/admin/recalls/import", fixture("enforcement-report.csv"), cookie.operator),
    );
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ imported: 1, locations_notified: 1 });
    const notices = await h.db.select().from(recallNotices);
    expect(notices.map((n) => n.locationId)).toEqual([buyerLocation]);
    expect(notices.map((n) => n.locationId)).not.toContain(heartlandLocation);
    const told = await h.db.select().from(notifications).where(eq(notifications.type, "recall"));
    expect(told.map((n) => n.userId)).toEqual(["demo-buyer"]);
    expect(told[0]!.body).toContain("lot KT2201");
    expect(told[0]!.body).toContain("Reason: Presence of particulate matter");
    expect(told[0]!.body).toContain("contact Sandhill Surgical");
    expect(told[0]!.clickableLink).toBe(`/compliance/recalls#notice-${notices[0]!.id}`);
    const mail = await h.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like 'Recall %'`);
    expect(mail.map((m) => m.to)).toEqual(["buyer@dvm.demo"]);
    expect(mail[0]!.subject).toBe(`Recall D-0456-2026: ${product.name}, lot KT2201`);
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.action, "import_recall"));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorEmail).toBe("operator@dvm.demo");

    const again = await importCsv(
      postCsv("/api/admin/recalls/import", fixture("enforcement-report.csv"), cookie.operator),
    );
    expect(again.status).toBe(422);
    expect((await again.json()).errors[0].message).toMatch(
      /^Row 2 \(recall D-0456-2026\): this recall was already imported on/,
    );
    expect(await counts()).toEqual({ recalls: 1, notices: 1, notifications: 1, mail: 1 });
  });

  it("another clinic can neither see nor acknowledge the notice; nothing changes", async () => {
    const [notice] = await h.db.select().from(recallNotices);
    const theirs = await (await myRecalls(get("/api/compliance/recalls", cookie.owner))).json();
    expect(theirs.data).toEqual([]);
    const url = `/api/compliance/recalls/${notice!.id}/acknowledge`;
    const refused = await acknowledge(postJson(url, {}, cookie.owner), params({ id: String(notice!.id) }));
    expect(refused.status).toBe(404);
    expect((await acknowledge(postJson(url, {}), params({ id: String(notice!.id) }))).status).toBe(401);
    expect(
      (await acknowledge(postJson("/api/compliance/recalls/abc/acknowledge", {}, cookie.buyer), params({ id: "abc" })))
        .status,
    ).toBe(404);
    const [still] = await h.db.select().from(recallNotices);
    expect(still!.acknowledgedAt).toBeNull();
  });

  it("the buyer acknowledges once, recorded with who and when; pressing again keeps the first", async () => {
    const mine = await (await myRecalls(get("/api/compliance/recalls", cookie.buyer))).json();
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({ recallNumber: "D-0456-2026", lots: ["KT2201"], acknowledgedAt: null });
    const id = String(mine.data[0].id);
    const url = `/api/compliance/recalls/${id}/acknowledge`;
    const first = await acknowledge(postJson(url, {}, cookie.buyer), params({ id }));
    expect(first.status).toBe(200);
    const a = await first.json();
    expect(a).toMatchObject({ already: false, message: "Thank you: the recall is acknowledged." });
    const [row] = await h.db.select().from(recallNotices);
    expect(row!.acknowledgedBy).toBe("demo-buyer");
    expect(row!.acknowledgedAt).not.toBeNull();
    const second = await (await acknowledge(postJson(url, {}, cookie.buyer), params({ id }))).json();
    expect(second).toMatchObject({ already: true, acknowledged_at: a.acknowledged_at, by: a.by });
  });

  it("the operator sees each location's acknowledgement; the vendor sees the recall of its shipped lot, another vendor does not", async () => {
    const [r] = await h.db.select({ id: recalls.id }).from(recalls);
    const p = params({ id: String(r!.id) });
    expect((await recallDetail(get(`/api/admin/recalls/${r!.id}`, cookie.buyer), p)).status).toBe(403);
    const detail = (await (await recallDetail(get(`/api/admin/recalls/${r!.id}`, cookie.operator), p)).json()).data;
    expect(detail.locations).toHaveLength(1);
    expect(detail.locations[0]).toMatchObject({ overdue: false, acknowledgedBy: expect.any(String) });
    expect(detail.overdue).toEqual([]);
    expect(
      (await recallDetail(get("/api/admin/recalls/999999", cookie.operator), params({ id: "999999" }))).status,
    ).toBe(404);
    const mine = (await (await vendorRecalls(get("/api/vendor/recalls", cookie.vendor))).json()).data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      recallNumber: "D-0456-2026",
      locations: 1,
      acknowledged: 1,
      lotsReached: ["KT2201"],
    });
    const other = (await (await vendorRecalls(get("/api/vendor/recalls", cookie.otherVendor))).json()).data;
    expect(other).toEqual([]);
    expect((await vendorRecalls(get("/api/vendor/recalls", cookie.buyer))).status).toBe(403);
  });
});
