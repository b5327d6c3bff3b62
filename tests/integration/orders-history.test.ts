import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as list } from "@/app/api/orders/route";
import { GET as exportCsv } from "@/app/api/orders/export/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, sessionCookie } from "../helpers/sessions";
import { insertOrders, vendorName } from "../helpers/order-fixtures";

type Page = { success: boolean; orders: { order_number: string }[]; page: number; per_page: number; total: number };

describe.each(backends)("buyer order history on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let other: string;
  let mine: Awaited<ReturnType<typeof insertOrders>>;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 60 });
    await seedDemoUsers(h.db);
    mine = await insertOrders(h.db, "demo-buyer", 76);
    await insertOrders(h.db, "demo-lowlevel", 3, { prefix: "L" });
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    other = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
  });
  afterAll(async () => h?.dispose());

  const page = async (qs: string, cookie = buyer): Promise<Page> =>
    (await list(get(`/api/orders${qs}`, cookie))).json();

  it("pages through all 76 orders, newest first, with the total; the oldest is reachable", async () => {
    const first = await page("");
    expect(first).toMatchObject({ success: true, page: 1, per_page: 20, total: 76 });
    expect(first.orders[0]!.order_number).toBe("H-0076");
    const last = await page("?page=4&per_page=20");
    expect(last.orders.map((o) => o.order_number).at(-1)).toBe("H-0001");
    expect(last.orders).toHaveLength(16);
    const seen = new Set<string>();
    for (let p = 1; p <= 2; p++) (await page(`?page=${p}&per_page=50`)).orders.forEach((o) => seen.add(o.order_number));
    expect(seen.size).toBe(76);
  });

  it("searches order number, product, vendor and PO number", async () => {
    expect((await page("?q=h-0042")).orders.map((o) => o.order_number)).toEqual(["H-0042"]);
    expect((await page("?q=tote")).orders.map((o) => o.order_number)).toEqual(["H-0008"]);
    expect((await page("?q=PO-30")).orders.map((o) => o.order_number)).toEqual(["H-0031"]);
    const name = await vendorName(h.db, mine[0]!.vendorId);
    const byVendor = await page(`?q=${encodeURIComponent(name)}&per_page=100`);
    expect(byVendor.total).toBeGreaterThan(0);
    expect(byVendor.total).toBeLessThan(76);
    expect((await page("?q=100%25")).total).toBe(0);
  });

  it("filters by status, vendor and date range", async () => {
    expect((await page("?status=shipped")).total).toBe(19);
    const v = mine[0]!.vendorId;
    const byVendor = await page(`?vendor=vendor:${v}&per_page=100`);
    expect(byVendor.total).toBe(mine.filter((o) => o.vendorId === v).length);
    // orders are one a day from 2026-01-01; Jan 10..12 inclusive is three
    const range = await page("?from=2026-01-10&to=2026-01-12");
    expect(range.orders.map((o) => o.order_number)).toEqual(["H-0012", "H-0011", "H-0010"]);
  });

  it("answers bad parameters with a sentence and 400", async () => {
    const res = await list(get("/api/orders?page=zero", buyer));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("The page must be a whole number of 1 or more.");
    expect((await list(get("/api/orders?per_page=1000", buyer))).status).toBe(400);
  });

  it("shows each buyer only their own orders; signed out is 401", async () => {
    const theirs = await page("?per_page=100", other);
    expect(theirs.total).toBe(3);
    expect(theirs.orders.every((o) => o.order_number.startsWith("L-"))).toBe(true);
    expect((await page("?q=H-0001", other)).total).toBe(0);
    expect((await list(get("/api/orders"))).status).toBe(401);
    expect((await exportCsv(get("/api/orders/export"))).status).toBe(401);
  });

  it("exports what the filters match as CSV, every page at once", async () => {
    const res = await exportCsv(get("/api/orders/export?status=placed", buyer));
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="orders-.*\.csv"/);
    const rows = Papa.parse<string[]>((await res.text()).trim()).data;
    expect(rows[0]![0]).toBe("Order number");
    expect(rows).toHaveLength(1 + 57);
    expect(rows.slice(1).every((r) => r[3] === "placed")).toBe(true);
    const theirs = Papa.parse<string[]>((await (await exportCsv(get("/api/orders/export", other))).text()).trim()).data;
    expect(theirs.slice(1).map((r) => r[0])).toEqual(["L-0003", "L-0002", "L-0001"]);
  });
});
