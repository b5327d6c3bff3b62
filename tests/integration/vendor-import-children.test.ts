import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, inArray, sql } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, productSetItems, productVariations, productVideos, products } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as importCsv } from "@/app/api/vendor/v1/products/import/route";
import { GET as exportCsv } from "@/app/api/vendor/v1/products/export/route";
import { POST as addVideo } from "@/app/api/vendor/v1/products/[id]/videos/route";
import { reloadConfig } from "@/lib/config";
import { queryRows } from "@/db/client";
import type { VendorContext } from "@/features/vendor-portal/server/access";
import { exportProductsCsv } from "@/features/vendor-portal/listings/server/csv-export";
import { importProductsCsv } from "@/features/vendor-portal/listings/server/csv-import";
import { backends, createTestDb } from "../helpers/test-db";
import { params, sessionCookie } from "../helpers/sessions";
import { tableCounts } from "../helpers/every-route";

const post = (csv: string, cookie: string, dryRun = false) =>
  importCsv(
    new Request(`http://localhost:3000/api/vendor/v1/products/import${dryRun ? "?dry_run=1" : ""}`, {
      method: "POST",
      headers: { "content-type": "text/csv", origin: "http://localhost:3000", cookie },
      body: csv,
    }),
  );
const exported = async (cookie: string) =>
  (await exportCsv(new Request("http://localhost:3000/api/vendor/v1/products/export", { headers: { cookie } }))).text();
/** A CSV from rows of named cells, in any column order the importer reads by header. */
const csvOf = (rows: Record<string, string>[]) =>
  Papa.unparse(rows, { columns: [...new Set(rows.flatMap(Object.keys))] });
const TABLES = ["products", "productVariations", "productSetItems", "productVideos"] as const;

describe.each(backends)("vendor CSV with variations, sets and videos on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let dir: string;
  let owner: string;
  let category: string;
  let theirSku: string;
  let theirVariation: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "dvm-import-children-"));
    process.env.UPLOAD_DIR = dir;
    process.env.UPLOAD_STORAGE = "disk";
    reloadConfig();
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 400 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    [{ slug: category }] = await h.db.select({ slug: categories.slug }).from(categories).limit(1);
    [{ sku: theirSku }] = await h.db.select({ sku: products.sku }).from(products).where(eq(products.vendorId, 1402));
    const [v] = await h.db
      .select({ sku: productVariations.sku })
      .from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(eq(products.vendorId, 1402))
      .limit(1);
    theirVariation = v?.sku ?? theirSku;
  });
  afterAll(async () => {
    await h?.dispose();
    delete process.env.UPLOAD_DIR;
    delete process.env.UPLOAD_STORAGE;
    reloadConfig();
    await rm(dir, { recursive: true, force: true });
  });

  const bySku = async (sku: string) => (await h.db.select().from(products).where(eq(products.sku, sku)))[0]!;
  const variations = async (productId: number) =>
    h.db
      .select()
      .from(productVariations)
      .where(eq(productVariations.productId, productId))
      .orderBy(asc(productVariations.position));
  const setItems = async (productId: number) =>
    h.db
      .select()
      .from(productSetItems)
      .where(eq(productSetItems.productId, productId))
      .orderBy(asc(productSetItems.id));
  const videos = async (productId: number) =>
    h.db.select().from(productVideos).where(eq(productVideos.productId, productId)).orderBy(asc(productVideos.id));

  const base = () => ({ category, price: "40", quantity: "3" });
  const firstFile = () =>
    csvOf([
      { sku: "KIT-1", name: "Suture kit", ...base() },
      { sku: "KIT-1-S", row_type: "variation", parent_sku: "KIT-1", option: "Small", price: "10", quantity: "5" },
      {
        sku: "KIT-1-L",
        row_type: "variation",
        parent_sku: "KIT-1",
        option: "Large, sterile",
        price: "14.50",
        price_discounted: "12",
        quantity: "0",
        minimum_order: "2",
        max_quantity_threshold: "20",
        sample_product: "yes",
      },
      { sku: "SET-1", name: "Dental set", ...base() },
      { sku: "MIR-4", row_type: "set_item", parent_sku: "SET-1", name: 'Mirror, "front surface"', quantity: "2" },
      { sku: "EXP-23", row_type: "set_item", parent_sku: "SET-1", name: "Explorer 23", quantity: "1" },
      { row_type: "video", parent_sku: "SET-1", video: "https://youtu.be/dQx4sT9kLmA" },
      { row_type: "video", parent_sku: "SET-1", video: "https://vimeo.com/384512907" },
    ]);

  it("creates listings with their variations, set contents and videos in one commit", async () => {
    const res = await post(firstFile(), owner);
    expect(await res.json()).toEqual({ success: true, dry_run: false, created: 2, updated: 0, errors: [] });
    const kit = await bySku("KIT-1");
    expect(kit.type).toBe("variation");
    expect((await variations(kit.id)).map((v) => [v.sku, v.caption, v.priceCatalogCents, v.quantity])).toEqual([
      ["KIT-1-S", "Small", 1000, 5],
      ["KIT-1-L", "Large, sterile", 1450, 0],
    ]);
    expect((await variations(kit.id))[1]).toMatchObject({
      priceDiscountedCents: 1200,
      minimumOrder: 2,
      maxQuantityThreshold: 20,
      sampleProduct: true,
    });
    const set = await bySku("SET-1");
    expect(set.type).toBe("set");
    expect((await setItems(set.id)).map((s) => [s.sku, s.name, s.qty])).toEqual([
      ["MIR-4", 'Mirror, "front surface"', 2],
      ["EXP-23", "Explorer 23", 1],
    ]);
    expect((await videos(set.id)).map((v) => [v.videoType, v.name])).toEqual([
      ["youtube", "dQx4sT9kLmA"],
      ["vimeo", "384512907"],
    ]);
  });

  it("exports every child row, and the export imports back exactly, writing nothing", async () => {
    const set = await bySku("SET-1");
    const clip = new Uint8Array(4096);
    clip.set([0, 0, 0, 0x20], 0);
    clip.set(new TextEncoder().encode("ftypisom"), 4);
    const form = new FormData();
    form.append("video", new File([clip as BlobPart], "clip.mp4", { type: "video/mp4" }));
    const uploaded = await addVideo(
      new Request(`http://localhost:3000/api/vendor/v1/products/${set.id}/videos`, {
        method: "POST",
        headers: { origin: "http://localhost:3000", cookie: owner },
        body: form,
      }),
      params({ id: String(set.id) }),
    );
    expect(uploaded.status).toBe(201);
    const csv = await exported(owner);
    const rows = Papa.parse<Record<string, string>>(csv, { header: true }).data;
    expect(rows.filter((r) => r.parent_sku === "KIT-1").map((r) => [r.row_type, r.sku, r.option])).toEqual([
      ["variation", "KIT-1-S", "Small"],
      ["variation", "KIT-1-L", "Large, sterile"],
    ]);
    expect(rows.filter((r) => r.parent_sku === "SET-1").map((r) => r.row_type)).toEqual([
      "set_item",
      "set_item",
      "video",
      "video",
      "video",
    ]);
    expect(rows.find((r) => r.parent_sku === "SET-1" && /\.mp4$/.test(r.video!))?.video).toMatch(
      /^v\d+-[0-9a-f]+\.mp4$/,
    );
    // every variation of the vendor's catalog is in the file, and the whole file reads back unchanged
    const ownVariations = await h.db
      .select({ sku: productVariations.sku })
      .from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(eq(products.vendorId, 1));
    expect(
      rows
        .filter((r) => r.row_type === "variation")
        .map((r) => r.sku)
        .sort(),
    ).toEqual(ownVariations.map((v) => v.sku).sort());
    const ids = async () => ({
      variations: (await h.db.select({ id: productVariations.id }).from(productVariations)).map((r) => r.id).sort(),
      sets: (await h.db.select({ id: productSetItems.id }).from(productSetItems)).map((r) => r.id).sort(),
      videos: (await h.db.select({ id: productVideos.id }).from(productVideos)).map((r) => r.id).sort(),
    });
    const rowsOf = async () => ({
      products: await h.db.select().from(products).where(eq(products.vendorId, 1)).orderBy(asc(products.id)),
      variations: await h.db.select().from(productVariations).orderBy(asc(productVariations.id)),
    });
    const before = await ids();
    const stored = await rowsOf();
    const dry = await (await post(csv, owner, true)).json();
    expect(dry).toMatchObject({ created: 0, errors: [] });
    const res = await post(csv, owner);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await exported(owner)).toBe(csv);
    expect(await ids()).toEqual(before);
    // every column stays, the stored selling prices below the catalog prices included
    expect(await rowsOf()).toEqual(stored);
  });

  it("the seeded catalog of the vendor with the most variations, sets and videos reads back unchanged", async () => {
    const [busiest] = await queryRows<{ vendor_id: number; n: number }>(
      h.db,
      sql`select p.vendor_id, count(*)::int as n from (
          select product_id from product_variations union all select product_id from product_set_items
          union all select product_id from product_videos) c
        join products p on p.id = c.product_id group by p.vendor_id order by n desc limit 1`,
    );
    const ctx: VendorContext = {
      userId: null,
      keyId: 1,
      vendorId: busiest!.vendor_id,
      serviceProviderId: null,
      sellerName: "seeded",
      sellerSlug: "seeded",
      role: "owner",
    };
    const csv = await exportProductsCsv(ctx);
    const kinds = new Set(Papa.parse<Record<string, string>>(csv, { header: true }).data.map((r) => r.row_type));
    expect(kinds.has("variation") || kinds.has("set_item") || kinds.has("video")).toBe(true);
    const rowsOf = async () => ({
      products: await h.db
        .select()
        .from(products)
        .where(eq(products.vendorId, busiest!.vendor_id))
        .orderBy(asc(products.id)),
      variations: await h.db.select().from(productVariations).orderBy(asc(productVariations.id)),
      sets: await h.db.select().from(productSetItems).orderBy(asc(productSetItems.id)),
      videos: await h.db.select().from(productVideos).orderBy(asc(productVideos.id)),
    });
    const before = await rowsOf();
    expect(await importProductsCsv(ctx, csv, { dryRun: false })).toMatchObject({ created: 0, errors: [] });
    expect(await rowsOf()).toEqual(before);
    expect(await exportProductsCsv(ctx)).toBe(csv);
  });

  it("updates a variation by SKU, adds one, keeps the rest, and replaces set items and videos as lists", async () => {
    const kit = await bySku("KIT-1");
    const set = await bySku("SET-1");
    const keptId = (await variations(kit.id)).find((v) => v.sku === "KIT-1-L")!.id;
    const upload = (await videos(set.id)).find((v) => v.videoType === "other")!;
    const stored = () => readdir(path.join(dir, "products", "videos")).catch(() => [] as string[]);
    expect(await stored()).toContain(upload.name);
    const res = await post(
      csvOf([
        { sku: "KIT-1-M", row_type: "variation", parent_sku: "KIT-1", option: "Medium", price: "12", quantity: "4" },
        { sku: "KIT-1-L", row_type: "variation", parent_sku: "KIT-1", quantity: "9" },
        { sku: "PLR-1", row_type: "set_item", parent_sku: "SET-1", name: "Pliers", quantity: "1" },
        { row_type: "video", parent_sku: "SET-1", video: "https://www.youtube.com/watch?v=Vt7pQ2nRw8E" },
      ]),
      owner,
    );
    expect(await res.json()).toMatchObject({ success: true, created: 0, updated: 2 });
    const now = await variations(kit.id);
    expect(now.map((v) => [v.sku, v.quantity, v.position])).toEqual([
      ["KIT-1-M", 4, 0],
      ["KIT-1-L", 9, 1],
      ["KIT-1-S", 5, 2],
    ]);
    expect(now.find((v) => v.sku === "KIT-1-L")!.id).toBe(keptId);
    expect((await setItems(set.id)).map((s) => s.sku)).toEqual(["PLR-1"]);
    expect((await videos(set.id)).map((v) => v.name)).toEqual(["Vt7pQ2nRw8E"]);
    // the uploaded file no row names any more is released after the commit
    expect(await stored()).not.toContain(upload.name);
  });

  it("names every bad child row, and a commit with any imports nothing", async () => {
    const file = csvOf([
      { sku: "KIT-2", name: "Kit two", ...base() },
      { sku: "KIT-2-A", row_type: "variation", parent_sku: "KIT-2", price: "5" },
      { sku: "KIT-2-B", row_type: "variation", parent_sku: "NOPE-9", option: "B", price: "5" },
      { sku: theirVariation, row_type: "variation", parent_sku: "KIT-2", option: "C", price: "5" },
      { sku: "KIT-2-D", row_type: "variation", parent_sku: theirSku, option: "D", price: "5" },
      { sku: "X-1", row_type: "set_item", parent_sku: "KIT-1", name: "Swab", quantity: "3" },
      { row_type: "video", parent_sku: "KIT-2", video: "https://example.com/clip.mp4" },
      { row_type: "video", parent_sku: "KIT-2", video: "v1-ffff.mp4" },
      { sku: "KIT-1-S", row_type: "variation", parent_sku: "KIT-1", price: "abc" },
    ]);
    const dry = await (await post(file, owner, true)).json();
    expect(dry.errors).toEqual([
      { row: 3, message: "row 3: a new variation needs option" },
      { row: 4, message: "row 4: parent_sku NOPE-9 is not one of your listings" },
      {
        row: 5,
        message:
          theirVariation === theirSku
            ? `row 5: sku ${theirSku} is already a listing's SKU; a variation needs its own`
            : `row 5: sku ${theirVariation} is already a variation of another listing`,
      },
      { row: 6, message: `row 6: parent_sku ${theirSku} belongs to another vendor` },
      {
        row: 7,
        message:
          "row 7: listing KIT-1 cannot have both variations and set items; remove one of them on the listing's page",
      },
      {
        row: 8,
        message:
          "row 8: Only YouTube and Vimeo links are accepted (example.com is neither); or upload an MP4 or WebM file.",
      },
      {
        row: 9,
        message: "row 9: v1-ffff.mp4 is not a video uploaded to listing KIT-2; upload it on the listing's page first",
      },
      { row: 10, message: "row 10: price must be a number" },
    ]);
    const before = await tableCounts(h.db, TABLES);
    const kit = await bySku("KIT-1");
    const kitVariations = await variations(kit.id);
    const commit = await post(file, owner);
    expect(commit.status).toBe(422);
    expect(await commit.json()).toMatchObject({ success: false, message: "8 rows have errors; nothing was imported." });
    expect(await tableCounts(h.db, TABLES)).toBe(before);
    expect(await variations(kit.id)).toEqual(kitVariations);
    const [theirs] = await h.db
      .select()
      .from(products)
      .where(inArray(products.sku, [theirSku]));
    expect(theirs!.vendorId).toBe(1402);
  });
  it("streams progress lines when asked for NDJSON, the answer last (a refused file too)", async () => {
    const ndjson = async (csv: string) => {
      const res = await importCsv(
        new Request("http://localhost:3000/api/vendor/v1/products/import", {
          method: "POST",
          headers: {
            "content-type": "text/csv",
            accept: "application/x-ndjson",
            origin: "http://localhost:3000",
            cookie: owner,
          },
          body: csv,
        }),
      );
      expect(res.headers.get("content-type")).toContain("application/x-ndjson");
      return (await res.text())
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l));
    };
    const ok = await ndjson(csvOf([{ sku: "NDJ-1", name: "Streamed", ...base() }]));
    expect(ok[0]).toEqual({ progress: { stage: "checking", done: 0, total: 1 } });
    expect(ok.filter((l) => l.progress?.stage === "writing").at(-1)).toEqual({
      progress: { stage: "writing", done: 1, total: 1 },
    });
    expect(ok.at(-1)).toEqual({ success: true, dry_run: false, created: 1, updated: 0, errors: [] });
    const refused = await ndjson(csvOf([{ sku: "NDJ-2", name: "Bad", ...base(), price: "x" }]));
    expect(refused.at(-1)).toMatchObject({
      success: false,
      status: 422,
      errors: [{ row: 2, message: "row 2: price must be a number" }],
    });
    expect(await h.db.select().from(products).where(eq(products.sku, "NDJ-2"))).toEqual([]);
  });
});
