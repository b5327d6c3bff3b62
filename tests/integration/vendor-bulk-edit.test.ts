import { eq, inArray, ne } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { PUT as bulk } from "@/app/api/vendor/v1/products/bulk/route";
import { GET as exportCsv } from "@/app/api/vendor/v1/products/export/route";
import { onChange, type Change } from "@/lib/change-bus";
import { backends, createTestDb } from "../helpers/test-db";
import { get, sessionCookie } from "../helpers/sessions";

const put = (body: unknown, cookie?: string) =>
  new Request("http://localhost:3000/api/vendor/v1/products/bulk", {
    method: "PUT",
    headers: { "content-type": "application/json", origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe.each(backends)("vendor bulk price and stock edit, CSV export on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let owner: string;
  let staff: string;
  let otherVendor: string;
  let buyer: string;
  let mine: number[];
  let theirs: number[];
  const changes: Change[] = [];
  let stop: () => void;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    staff = await sessionCookie("vendorstaff@dvm.demo", "DemoStaff#2026");
    otherVendor = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    const others = (
      await h.db
        .select({ id: products.id })
        .from(products)
        .where(ne(products.vendorId, 1))
        .orderBy(products.id)
        .limit(6)
    ).map((p) => p.id);
    // a small seed gives vendor 1 few products: three more of its own make the rows below
    mine = others.slice(3);
    theirs = others.slice(0, 3);
    await h.db.update(products).set({ vendorId: 1 }).where(inArray(products.id, mine));
    // no running discount on these, so any positive catalog price is valid
    await h.db
      .update(products)
      .set({ priceDiscountedCents: null, priceDiscountedEnd: null })
      .where(inArray(products.id, [...mine, ...theirs]));
    stop = onChange((c) => void changes.push(c));
  });
  afterAll(async () => {
    stop?.();
    await h?.dispose();
  });

  const state = async (ids: number[]) =>
    h.db
      .select({
        id: products.id,
        price: products.priceCents,
        catalog: products.priceCatalogCents,
        quantity: products.quantity,
        inStock: products.inStock,
        status: products.status,
      })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(products.id);

  it("an owner saves many prices and stocks in one go; the change is announced", async () => {
    const res = await bulk(
      put(
        [
          { id: mine[0], price_catalog: 12.34, quantity: 7 },
          { id: mine[1], quantity: 0 },
        ],
        owner,
      ),
    );
    expect(await res.json()).toEqual({ success: true, updated: 2 });
    const [a, b] = await state(mine.slice(0, 2));
    expect(a).toMatchObject({ price: 1234, catalog: 1234, quantity: 7, inStock: "Y" });
    expect(b).toMatchObject({ quantity: 0, inStock: "N" });
    expect(changes).toContainEqual({ kind: "product", ids: mine.slice(0, 2) });
  });

  it("bad rows (a price under the discount, an id twice) save nothing and name each row", async () => {
    await h.db.update(products).set({ priceDiscountedCents: 900 }).where(eq(products.id, mine[2]!));
    const before = [await state(mine), await state(theirs)];
    const res = await bulk(
      put(
        [
          { id: mine[0], quantity: 99 },
          { id: mine[1], quantity: 1 },
          { id: mine[1], quantity: 2 },
          { id: mine[2], price_catalog: 5 },
        ],
        owner,
      ),
    );
    const body = await res.json();
    expect([res.status, body.message]).toEqual([422, "2 rows have errors; nothing was saved."]);
    expect(body.errors).toEqual([
      { id: mine[1], message: expect.stringContaining("is listed twice") },
      { id: mine[2], message: expect.stringContaining("must stay above the discounted price ($9.00)") },
    ]);
    expect([await state(mine), await state(theirs)]).toEqual(before);
    await h.db.update(products).set({ priceDiscountedCents: null }).where(eq(products.id, mine[2]!));
  });

  it("bad values get a sentence; staff change stock but a price change is 403 and saves nothing", async () => {
    const bad = await bulk(put([{ id: mine[0], quantity: -3 }], owner));
    expect([bad.status, (await bad.json()).message]).toEqual([400, "Stock must be at least 0."]);
    expect((await bulk(put([{ id: mine[0], quantity: 11 }], staff))).status).toBe(200);
    const before = await state(mine);
    const refused = await bulk(
      put(
        [
          { id: mine[0], quantity: 12 },
          { id: mine[1], price_catalog: 99 },
        ],
        staff,
      ),
    );
    expect(refused.status).toBe(403);
    expect(await state(mine)).toEqual(before);
  });

  it("another vendor's ids are 404 and nothing changes, even mixed with own rows; buyers 403; signed out 401", async () => {
    const before = [await state(mine), await state(theirs)];
    const res = await bulk(put([{ id: mine[0], quantity: 0 }], otherVendor));
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe(`Listing ${mine[0]} does not exist; nothing was saved.`);
    const mixed = await bulk(
      put(
        [
          { id: mine[0], quantity: 5 },
          { id: theirs[0], quantity: 0, price_catalog: 1 },
        ],
        owner,
      ),
    );
    expect(mixed.status).toBe(404);
    expect((await bulk(put([{ id: mine[0], quantity: 0 }], buyer))).status).toBe(403);
    expect((await bulk(put([{ id: mine[0], quantity: 0 }]))).status).toBe(401);
    expect([await state(mine), await state(theirs)]).toEqual(before);
  });

  it("the CSV export lists this vendor's listings only, with the new values", async () => {
    const res = await exportCsv(get("/api/vendor/v1/products/export", owner));
    expect(res.headers.get("content-type")).toContain("text/csv");
    const parsed = Papa.parse<Record<string, string>>(await res.text(), { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields?.slice(0, 3)).toEqual(["sku", "row_type", "parent_sku"]);
    const own = await h.db.select({ sku: products.sku }).from(products).where(eq(products.vendorId, 1));
    expect(parsed.data.map((r) => r.sku).sort()).toEqual(own.map((p) => p.sku).sort());
    const [first] = await h.db.select({ sku: products.sku }).from(products).where(eq(products.id, mine[0]!));
    expect(parsed.data.find((r) => r.sku === first!.sku)).toMatchObject({ price: "12.34", quantity: "11" });
  });
});
