// Every CSV export defuses text a spreadsheet would run as a formula, and the vendor listing export
// still imports back to the same listings.
import { and, eq, sql } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { clinicOrders, controlledRecord, orders, products, vendors, webinarRegistrations, webinars } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as exportListings } from "@/app/api/vendor/v1/products/export/route";
import { POST as importListings } from "@/app/api/vendor/v1/products/import/route";
import { GET as exportOrders } from "@/app/api/orders/export/route";
import { GET as exportSpending } from "@/app/api/clinic/spending/csv/route";
import { GET as exportRegistrations } from "@/app/api/admin/registrations/export/route";
import { GET as exportRecord } from "@/app/api/vendor/controlled-record/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, sessionCookie } from "../helpers/sessions";
import { placeTestOrder } from "../helpers/vendor-fixtures";

const VENDOR = 1;
const NAME = '=HYPERLINK("http://evil.example","Click")';
const SECOND = "-Gauze\nsecond line";
const VENDOR_NAME = "+Acme Supply";

/** Every cell of a CSV response, and whether any text cell would start a formula. */
async function cells(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/csv");
  const rows = Papa.parse<string[]>(await res.text()).data;
  return rows.flat();
}
const formulas = (all: string[]) => all.filter((c) => /^[=+\-@\t\r]/.test(c) && !/^-?\d+(\.\d+)?$/.test(c));

describe.each(backends)("security: CSV exports on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let owner: string;
  let buyer: string;
  let operator: string;
  let listing: { id: number; sku: string };
  let second: { id: number; sku: string };
  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    operator = await sessionCookie("operator@dvm.demo", "DemoOperator#2026");
    const mine = await h.db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(and(eq(products.vendorId, VENDOR), eq(products.type, "simple")))
      .orderBy(products.id)
      .limit(2);
    [listing, second] = [mine[0]!, mine[1]!];
    await h.db.update(products).set({ name: NAME }).where(eq(products.id, listing.id));
    await h.db.update(products).set({ name: SECOND }).where(eq(products.id, second.id));
    await h.db.update(vendors).set({ name: VENDOR_NAME }).where(eq(vendors.id, VENDOR));
  });
  afterAll(async () => h?.dispose());

  it("escapes the vendor listing export, and importing it back leaves the names as they were", async () => {
    const res = await exportListings(get("/api/vendor/v1/products/export", owner));
    const csv = await res.clone().text();
    const all = await cells(res);
    expect(all).toContain(`'${NAME}`);
    expect(all).toContain(`'${SECOND}`);
    expect(formulas(all)).toEqual([]);
    const back = await importListings(
      new Request("http://localhost:3000/api/vendor/v1/products/import", {
        method: "POST",
        headers: { "content-type": "text/csv", cookie: owner },
        body: csv,
      }),
    );
    const answer = await back.json();
    expect(answer.errors ?? []).toEqual([]);
    expect(back.status).toBe(200);
    const names = await h.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(sql`${products.id} in (${listing.id}, ${second.id})`)
      .orderBy(products.id);
    expect(names.map((n) => n.name)).toEqual([NAME, SECOND]);
  });

  it("escapes the buyer's orders export and the clinic spending export", async () => {
    const order = await placeTestOrder(h.db, VENDOR);
    await h.db.update(orders).set({ poNumber: "@SUM(A1:A9)" }).where(eq(orders.id, order.id));
    const all = await cells(await exportOrders(get("/api/orders/export", buyer)));
    expect(all).toContain("'@SUM(A1:A9)");
    expect(all).toContain(`'${VENDOR_NAME}`);
    expect(formulas(all)).toEqual([]);

    const [loc] = await queryRows<{ id: number; org: string }>(
      h.db,
      sql`select l.id, l.organization_id as org from clinic_locations l
          join member m on m.organization_id = l.organization_id
          where m.user_id = 'demo-buyer' order by l.id limit 1`,
    );
    await queryRows(h.db, sql`update clinic_locations set name = '=Front desk' where id = ${loc!.id}`);
    await h.db
      .insert(clinicOrders)
      .values({ orderId: order.id, organizationId: loc!.org, locationId: loc!.id, totalCents: 1 });
    const spend = await cells(await exportSpending(get("/api/clinic/spending/csv", buyer)));
    expect(spend).toContain("'=Front desk");
    expect(spend).toContain(`'${VENDOR_NAME}`);
    expect(formulas(spend)).toEqual([]);
  });

  it("escapes the operator's registrations export", async () => {
    const [w] = await h.db
      .insert(webinars)
      .values({
        title: "=cmd|' /C calc'!A0\nAgenda",
        link: "csv-formula-webinar",
        startsAt: new Date(),
        timezone: "UTC",
      })
      .returning({ id: webinars.id });
    await h.db.insert(webinarRegistrations).values({ webinarId: w!.id, email: "-attendee@dvm.demo" });
    const all = await cells(
      await exportRegistrations(get(`/api/admin/registrations/export?webinar=${w!.id}`, operator)),
    );
    expect(all).toContain("'=cmd|' /C calc'!A0\nAgenda");
    expect(all).toContain("'-attendee@dvm.demo");
    expect(formulas(all)).toEqual([]);
  });

  it("escapes the vendor's controlled-substance record", async () => {
    const order = await placeTestOrder(h.db, VENDOR);
    await h.db.insert(controlledRecord).values({
      event: "placed",
      orderId: order.id,
      vendorId: VENDOR,
      userId: "demo-buyer",
      clinic: "\tTabbed clinic",
      location: "\rReturn",
      deaNumber: "AB1234563",
      productId: listing.id,
      productName: NAME,
      code: "1",
      schedule: "CIII",
      quantity: 1,
    });
    const all = await cells(await exportRecord(get("/api/vendor/controlled-record", owner)));
    expect(all).toEqual(expect.arrayContaining(["'\tTabbed clinic", "'\rReturn", `'${NAME}`]));
    expect(formulas(all)).toEqual([]);
  });
});
