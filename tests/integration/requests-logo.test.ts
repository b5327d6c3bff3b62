import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as upload } from "@/app/api/product-customization-logo/upload-logo/route";
import { POST as remove } from "@/app/api/product-customization-logo/remove-logo/route";
import { GET as file } from "@/app/api/product-customization-logo/file/[fileName]/route";
import { getProductDetail } from "@/features/catalog/server/product-detail";
import { readPngDpi } from "@/features/requests/logo-rules";
import { logoFilesFor, logoReleaseDelay } from "@/features/requests/server/logos";
import { startJobWorker, stopJobWorker } from "@/features/jobs/server";
import { until } from "../helpers/smtp-server";
import { reloadConfig } from "@/lib/config";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { bombPng, jpegRenamed, logoPng, padPng, polyglotPng, withoutPhys } from "../helpers/requests-fixtures";

type P = { id: number; vendor_id: number; slug: string };

function uploadReq(
  fields: Record<string, string | number>,
  logo: Buffer | null,
  cookie?: string,
  name = "logo.png",
  type = "image/png",
): Request {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
  if (logo) form.set("logo", new File([new Uint8Array(logo)], name, { type }));
  return new Request("http://localhost:3000/api/product-customization-logo/upload-logo", {
    method: "POST",
    body: form,
    headers: { origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
  });
}

describe.each(backends)("logo printing uploads on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let dir: string;
  let buyer: string;
  let other: string;
  let rep: string;
  let p: P;
  let fields: { customer_id: string; vendor_id: number; product_id: number };
  const stored = async () =>
    (await readdir(path.join(dir, "logos")).catch(() => [] as string[])).filter((f) => f.endsWith(".png"));
  const logoRows = async () =>
    (await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from customization_logos`))[0]!.n;
  const buyerViewer = {
    id: "demo-buyer",
    email: "buyer@dvm.demo",
    firstName: "",
    lastName: "",
    position: "Veterinarian",
    level: 5,
    coins: 0,
    confirmed: 1,
    state: null,
    country: null,
    profileImage: null,
    isSalesRep: false,
  };

  beforeAll(async () => {
    process.env.REQUEST_RATE_LIMIT = "1000";
    reloadConfig();
    dir = await mkdtemp(path.join(tmpdir(), "dvm-logos-"));
    process.env.UPLOAD_DIR = dir;
    reloadConfig();
    db = await createTestDb(backend);
    await seedCatalog(db.db, { products: 300 });
    await seedDemoUsers(db.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    other = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    rep = await sessionCookie("salesrep@dvm.demo", "DemoSalesRep#2026");
    [p] = await queryRows<P>(
      db.db,
      sql`select id, vendor_id, slug from products where allow_customization = 'Y' and vendor_id in (1402, 463)
      and in_stock = 'Y' and quantity > 0 and coalesce(price_discounted_cents, price_cents, price_catalog_cents) > 0 and type <> 'variation' order by id limit 1`,
    );
    fields = { customer_id: "demo-buyer", vendor_id: p!.vendor_id, product_id: p!.id };
    // replaced and removed files are released by a job after commit
    logoReleaseDelay.seconds = 0;
    await startJobWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await stopJobWorker(2_000);
    await db?.dispose();
    delete process.env.UPLOAD_DIR;
    reloadConfig();
    await rm(dir, { recursive: true, force: true });
  });

  it("saves a 300-DPI PNG under a server-chosen name, shows it on the product and serves it safely to its owner only", async () => {
    const res = await upload(uploadReq(fields, await logoPng(300), buyer, "../../evil name.png"));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, dpi: 300 });
    expect(body.logo_url).toMatch(/^\/api\/product-customization-logo\/file\/logo-[0-9a-f]{32}\.png$/);
    expect(await stored()).toHaveLength(1);
    const detail = await getProductDetail(p.slug, buyerViewer);
    expect(detail!.product_customization_logo).toEqual({ logo_url: body.logo_url });

    const name = body.logo_url.split("/").pop();
    const served = await file(get(body.logo_url, buyer), params({ fileName: name }));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(readPngDpi(bytes)).toBe(300);
    expect((await sharp(bytes).metadata()).width).toBe(300);

    expect((await file(get(body.logo_url, other), params({ fileName: name }))).status).toBe(404);
    expect((await file(get(body.logo_url), params({ fileName: name }))).status).toBe(401);
    expect((await file(get("/x", buyer), params({ fileName: "../../../etc/passwd" }))).status).toBe(404);
  });

  it("replaces the logo (old file deleted), then removes it; removing again answers 404", async () => {
    const first = await (await upload(uploadReq(fields, await logoPng(301), buyer))).json();
    const second = await (await upload(uploadReq(fields, await logoPng(600), buyer))).json();
    expect(second.logo_url).not.toBe(first.logo_url);
    await until(async () => (await stored()).length === 1);
    expect(await stored()).toEqual([second.logo_url.split("/").pop()]);
    expect(await logoRows()).toBe(1);

    const res = await remove(postJson("/api/product-customization-logo/remove-logo", fields, buyer));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Logo removed." });
    await until(async () => (await stored()).length === 0);
    expect(await logoRows()).toBe(0);
    expect((await getProductDetail(p.slug, buyerViewer))!.product_customization_logo).toBeNull();
    expect((await remove(postJson("/api/product-customization-logo/remove-logo", fields, buyer))).status).toBe(404);
  });

  it.each([
    ["a 299-DPI PNG", () => logoPng(299), "Image DPI is 299 — required is 300 DPI."],
    ["a PNG without pHYs", async () => withoutPhys(await logoPng(null)), "No DPI information found."],
    ["a JPEG renamed .png", jpegRenamed, "Only PNG images are allowed with 300dpi"],
    ["a PNG/HTML polyglot", polyglotPng, "Only PNG images are allowed with 300dpi"],
    ["a decompression bomb", bombPng, "Image dimensions are too large."],
    [
      "a PNG under 200 KB",
      async () =>
        padPng(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
            .png()
            .withDensity(300)
            .toBuffer(),
          199 * 1024,
        ),
      "Image size must be at least 200KB.",
    ],
    [
      "a PNG of 1 MB + 1 byte",
      async () => padPng(await logoPng(300), 1_048_577),
      "Image size must be less than or equal to 1MB.",
    ],
  ])("refuses %s with the spec message and stores nothing", async (_label, make, message) => {
    const res = await upload(uploadReq(fields, await make(), buyer));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message });
    expect(await stored()).toEqual([]);
    expect(await logoRows()).toBe(0);
  });

  it("refuses no file, another buyer's id, visitors, sales reps and products without logo printing", async () => {
    const png = await logoPng(300);
    const noFile = await upload(uploadReq(fields, null, buyer));
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).message).toBe("Please select a file.");
    expect((await upload(uploadReq(fields, png))).status).toBe(401);
    expect((await upload(uploadReq(fields, png, other))).status).toBe(403);
    expect((await upload(uploadReq({ ...fields, customer_id: "demo-salesrep" }, png, rep))).status).toBe(403);
    expect((await upload(uploadReq({ ...fields, product_id: "abc" }, png, buyer))).status).toBe(400);
    expect((await upload(uploadReq({ ...fields, vendor_id: 407 }, png, buyer))).status).toBe(400);
    const [plain] = await queryRows<P>(
      db.db,
      sql`select id, vendor_id, slug from products where allow_customization = 'N' and vendor_id not in (1402, 463) limit 1`,
    );
    const notOffered = await upload(
      uploadReq({ customer_id: "demo-buyer", vendor_id: plain!.vendor_id, product_id: plain!.id }, png, buyer),
    );
    expect(notOffered.status).toBe(403);
    const json = await upload(postJson("/api/product-customization-logo/upload-logo", fields, buyer));
    expect(json.status).toBe(400);
    expect((await remove(postJson("/api/product-customization-logo/remove-logo", fields))).status).toBe(401);
    expect((await remove(postJson("/api/product-customization-logo/remove-logo", fields, other))).status).toBe(403);
    expect(
      (await remove(postJson("/api/product-customization-logo/remove-logo", { customer_id: "demo-buyer" }, buyer)))
        .status,
    ).toBe(400);
    expect(await stored()).toEqual([]);
    expect(await logoRows()).toBe(0);
  });

  it("keeps a file an order still points at when the buyer replaces the logo", async () => {
    const first = await (await upload(uploadReq(fields, await logoPng(300), buyer))).json();
    const name = first.logo_url.split("/").pop();
    const [order] = await queryRows<{ id: number }>(
      db.db,
      sql`insert into orders (order_number, user_id, vendor_id, subtotal_cents, total_cents, email)
      values ('T-LOGO-1', 'demo-buyer', ${p.vendor_id}, 100, 100, 'buyer@dvm.demo') returning id`,
    );
    await db.db
      .execute(sql`insert into order_items (order_id, product_id, name, unit_price_cents, quantity, line_total_cents, logo_file)
      values (${order!.id}, ${p.id}, 'x', 100, 1, 100, ${name})`);
    await upload(uploadReq(fields, await logoPng(300), buyer));
    await new Promise((r) => setTimeout(r, 1500)); // the release job has run by now
    expect(await stored()).toContain(name);
    const files = await logoFilesFor("demo-buyer", [p.id, 999_999]);
    expect([...files.keys()]).toEqual([p.id]);
    expect(files.get(p.id)).not.toBe(name);
    expect((await file(get(first.logo_url, buyer), params({ fileName: name }))).status).toBe(200);
  });
});
