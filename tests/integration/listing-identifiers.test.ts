import { eq, inArray } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, products } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as create } from "@/app/api/vendor/v1/products/route";
import { PATCH as patch } from "@/app/api/vendor/v1/products/[id]/route";
import { GET as exportListings } from "@/app/api/vendor/v1/products/export/route";
import { POST as importListings } from "@/app/api/vendor/v1/products/import/route";
import { GET as offersRoute } from "@/app/api/products/[id]/offers/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, patchJson, postJson, sessionCookie } from "../helpers/sessions";

const csvPost = (csv: string, cookie: string) =>
  new Request("http://localhost:3000/api/vendor/v1/products/import", {
    method: "POST",
    headers: { "content-type": "text/csv", cookie },
    body: csv,
  });

// Issue 43: every listing write (form/API create and edit, CSV import) keeps the listing in its item.
describe.each(backends)("listing identifiers and items on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let sandhill: string;
  let logo: string;
  let buyer: string;
  let category: string;
  const row = async (id: number) => (await h.db.select().from(products).where(eq(products.id, id)))[0]!;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    sandhill = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    logo = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    const [c] = await h.db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, 2));
    category = c!.slug;
  }, 300_000);
  afterAll(async () => h?.dispose());

  const listing = (sku: string, extra: Record<string, unknown> = {}) => ({
    name: `Nitrile exam gloves ${sku}`,
    sku,
    category,
    price_catalog: 18,
    see_price: "without_login",
    quantity: 30,
    status: "published",
    ...extra,
  });
  const createAs = async (cookie: string, body: unknown) => {
    const res = await create(postJson("/api/vendor/v1/products", body, cookie));
    expect(res.status).toBe(201);
    return (await res.json()).id as number;
  };

  it("a vendor giving its listing another vendor's GTIN joins that item; the buyer sees both offers", async () => {
    const a = await createAs(
      sandhill,
      listing("ID-GL-1", { manufacturer: "Medline", mpn: "MDS-1", gtin: "0 12345 67890 5", pack_size: 100 }),
    );
    const b = await createAs(logo, listing("ID-GL-2", { name: "Gloves, nitrile, medium" }));
    expect((await row(a)).gtin).toBe("00012345678905");
    expect((await row(b)).itemId).toBeNull();

    // the UPC-12 form of the same code: stored as its 14 digits, matched as the same item
    const res = await patch(
      patchJson(`/api/vendor/v1/products/${b}`, { gtin: "012345678905", pack_size: 100, pack_unit: "glove" }, logo),
      params({ id: String(b) }),
    );
    expect(res.status).toBe(200);
    const [ra, rb] = [await row(a), await row(b)];
    expect(ra.itemId).not.toBeNull();
    expect(rb.itemId).toBe(ra.itemId);
    expect(rb.packUnit).toBe("glove");

    const offers = await offersRoute(get(`/api/products/${a}/offers`, buyer), params({ id: String(a) }));
    const body = await offers.json();
    const ids = (body.offers as { product_id: number }[]).map((o) => o.product_id);
    expect(ids).toEqual(expect.arrayContaining([a, b]));
    expect(new Set((body.offers as { vendor_id: number }[]).map((o) => o.vendor_id)).size).toBe(2);

    // clearing the GTIN takes the listing out of the item again
    await patch(patchJson(`/api/vendor/v1/products/${b}`, { gtin: "" }, logo), params({ id: String(b) }));
    expect((await row(b)).itemId).toBeNull();
  });

  it("a GTIN or NDC that is not one is refused with a sentence and changes nothing", async () => {
    const res = await create(postJson("/api/vendor/v1/products", listing("ID-BAD", { gtin: "12-34" }), sandhill));
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("GTIN/UPC must be 8, 12, 13 or 14 digits.");
    expect(await h.db.select().from(products).where(eq(products.sku, "ID-BAD"))).toEqual([]);
  });

  it("the CSV carries the identifiers out and in, and an imported NDC joins the listing to its twin", async () => {
    const a = await createAs(sandhill, listing("ID-RX-1", { name: "Carprofen 75 mg", ndc: "12345-678-90" }));
    const csv = [
      "sku,name,category,price,quantity,manufacturer,mpn,ndc,gtin,pack_size,pack_unit",
      `ID-RX-2,Carprofen caplets 75mg,${category},31.00,12,Zoetis,RX-75,1234567890,,60,caplet`,
    ].join("\n");
    const res = await importListings(csvPost(csv, logo));
    expect((await res.json()).errors).toEqual([]);
    const [b] = await h.db.select().from(products).where(eq(products.sku, "ID-RX-2"));
    expect(b).toMatchObject({ manufacturer: "Zoetis", mpn: "RX-75", ndc: "1234567890", packSize: 60 });
    expect(b!.itemId).not.toBeNull();
    expect(b!.itemId).toBe((await row(a)).itemId);

    const bad = await importListings(csvPost(csv.replace("1234567890", "12ab"), logo));
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain("row 2: ndc must be 10 or 11 digits");

    const out = await exportListings(get("/api/vendor/v1/products/export", logo));
    const parsed = Papa.parse<Record<string, string>>(await out.text(), { header: true }).data;
    expect(parsed.find((r) => r.sku === "ID-RX-2")).toMatchObject({
      manufacturer: "Zoetis",
      mpn: "RX-75",
      ndc: "1234567890",
      pack_size: "60",
      pack_unit: "caplet",
    });
    const ids = await h.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.sku, ["ID-RX-1", "ID-RX-2"]));
    expect(ids).toHaveLength(2);
  });

  it("two new rows of one CSV that share a GTIN found one item together; a third row alone stays alone", async () => {
    const csv = [
      "sku,name,category,price,quantity,manufacturer,mpn,ndc,gtin,pack_size,pack_unit",
      `ID-GT-1,Chlorhexidine scrub 4%,${category},18.00,10,Vetoquinol,CH-4,,00812345678903,1,gallon`,
      `ID-GT-2,Chlorhexidine surgical scrub,${category},17.50,10,,,,00812345678903,1,gallon`,
      `ID-GT-3,Povidone iodine 10%,${category},12.00,10,Vetoquinol,PV-10,,,1,gallon`,
    ].join("\n");
    const res = await importListings(csvPost(csv, logo));
    expect((await res.json()).errors).toEqual([]);
    const rows = await h.db
      .select({ sku: products.sku, itemId: products.itemId })
      .from(products)
      .where(inArray(products.sku, ["ID-GT-1", "ID-GT-2", "ID-GT-3"]))
      .orderBy(products.sku);
    expect(rows[0]!.itemId).not.toBeNull();
    expect(rows[1]!.itemId).toBe(rows[0]!.itemId);
    expect(rows[2]!.itemId).toBeNull();
  });
});
