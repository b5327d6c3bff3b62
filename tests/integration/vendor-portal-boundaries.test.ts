import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productImages, productVariations, productVideos, products } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as create } from "@/app/api/vendor/v1/products/route";
import { GET as read, PATCH as patch } from "@/app/api/vendor/v1/products/[id]/route";
import { POST as upload } from "@/app/api/vendor/v1/products/[id]/images/route";
import { DELETE as removeImage } from "@/app/api/vendor/v1/products/[id]/images/[imageId]/route";
import { GET as listVideos, POST as addVideo } from "@/app/api/vendor/v1/products/[id]/videos/route";
import { DELETE as removeVideo } from "@/app/api/vendor/v1/products/[id]/videos/[videoId]/route";
import { PUT as bulk } from "@/app/api/vendor/v1/products/bulk/route";
import { GET as statement } from "@/app/api/vendor/v1/statements/[month]/route";
import { GET as statementPdf } from "@/app/api/vendor/v1/statements/[month]/pdf/route";
import { GET as sales } from "@/app/api/vendor/v1/sales/route";
import { backends, createTestDb } from "../helpers/test-db";
import { params, sessionCookie } from "../helpers/sessions";

const req = (method: string, url: string, cookie: string | undefined, body?: unknown) =>
  new Request(`http://localhost:3000${url}`, {
    method,
    headers: {
      origin: "http://localhost:3000",
      ...(body !== undefined && !(body instanceof FormData) && { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });

/**
 * Every route this part of the portal added, run as each kind of caller against vendor 1's listing:
 * signed out 401, a buyer 403, a service provider 403, another vendor 404, staff changing a price 403.
 * Nothing may change on any refusal.
 */
describe.each(backends)("vendor portal route boundaries on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const who: Record<"owner" | "staff" | "otherVendor" | "provider" | "buyer", string> = {} as never;
  let id: number;
  let imageId: number;
  let png: Buffer;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    who.owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    who.staff = await sessionCookie("vendorstaff@dvm.demo", "DemoStaff#2026");
    who.otherVendor = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
    who.provider = await sessionCookie("provider@dvm.demo", "DemoProvider#2026");
    who.buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    const [p] = await h.db.select({ id: products.id }).from(products).where(eq(products.vendorId, 1)).limit(1);
    id = p!.id;
    const [img] = await h.db
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, id));
    imageId = img?.id ?? 1;
    png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
  });
  afterAll(async () => h?.dispose());

  const snapshot = async () => ({
    product: (await h.db.select().from(products).where(eq(products.id, id)))[0],
    images: (await h.db.select({ n: count() }).from(productImages).where(eq(productImages.productId, id)))[0]!.n,
    videos: await h.db.select().from(productVideos).where(eq(productVideos.productId, id)),
    variations: await h.db.select().from(productVariations).where(eq(productVariations.productId, id)),
    total: (await h.db.select({ n: count() }).from(products))[0]!.n,
  });
  const listing = {
    name: "Boundary probe",
    sku: "PROBE-1",
    category: "x",
    price_catalog: 5,
    see_price: "login",
    quantity: 1,
    status: "published",
  };
  const imageForm = () => {
    const f = new FormData();
    f.append("image", new File([png as BlobPart], "probe.png", { type: "image/png" }));
    return f;
  };
  const routes: [string, (c?: string) => Promise<Response>][] = [
    ["create", (c) => create(req("POST", "/api/vendor/v1/products", c, listing))],
    ["read", (c) => read(req("GET", `/api/vendor/v1/products/${id}`, c), params({ id: String(id) }))],
    [
      "edit",
      (c) => patch(req("PATCH", `/api/vendor/v1/products/${id}`, c, { name: "Hijacked" }), params({ id: String(id) })),
    ],
    [
      "upload",
      (c) => upload(req("POST", `/api/vendor/v1/products/${id}/images`, c, imageForm()), params({ id: String(id) })),
    ],
    [
      "remove image",
      (c) =>
        removeImage(
          req("DELETE", `/api/vendor/v1/products/${id}/images/${imageId}`, c),
          params({ id: String(id), imageId: String(imageId) }),
        ),
    ],
    [
      "edit variations",
      (c) =>
        patch(
          req("PATCH", `/api/vendor/v1/products/${id}`, c, {
            variations: [{ sku: "PROBE-V", caption: "Probe", price_catalog: 1, quantity: 1 }],
          }),
          params({ id: String(id) }),
        ),
    ],
    ["videos", (c) => listVideos(req("GET", `/api/vendor/v1/products/${id}/videos`, c), params({ id: String(id) }))],
    [
      "add video",
      (c) =>
        addVideo(
          req("POST", `/api/vendor/v1/products/${id}/videos`, c, { url: "https://youtu.be/dQw4w9WgXcQ" }),
          params({ id: String(id) }),
        ),
    ],
    [
      "remove video",
      (c) =>
        removeVideo(
          req("DELETE", `/api/vendor/v1/products/${id}/videos/1`, c),
          params({ id: String(id), videoId: "1" }),
        ),
    ],
    ["bulk", (c) => bulk(req("PUT", "/api/vendor/v1/products/bulk", c, [{ id, quantity: 0 }]))],
    ["statement", (c) => statement(req("GET", "/api/vendor/v1/statements/2026-10", c), params({ month: "2026-10" }))],
    [
      "statement pdf",
      (c) => statementPdf(req("GET", "/api/vendor/v1/statements/2026-10/pdf", c), params({ month: "2026-10" })),
    ],
    ["sales", (c) => sales(req("GET", "/api/vendor/v1/sales", c))],
  ];

  it("signed out 401 and a buyer 403 on every route, nothing changed", async () => {
    const before = await snapshot();
    for (const [name, call] of routes) {
      expect([name, (await call()).status]).toEqual([name, 401]);
      expect([name, (await call(who.buyer)).status]).toEqual([name, 403]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("a service provider cannot reach product listings or vendor statements (403)", async () => {
    const before = await snapshot();
    for (const [name, call] of routes.filter(([n]) => n !== "sales"))
      expect([name, (await call(who.provider)).status]).toEqual([name, 403]);
    expect((await routes.find(([n]) => n === "sales")![1](who.provider)).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it("another vendor gets 404 on this vendor's listing ids, nothing changed", async () => {
    const before = await snapshot();
    for (const [name, call] of routes.filter(([n]) =>
      [
        "read",
        "edit",
        "edit variations",
        "upload",
        "remove image",
        "videos",
        "add video",
        "remove video",
        "bulk",
      ].includes(n),
    ))
      expect([name, (await call(who.otherVendor)).status]).toEqual([name, 404]);
    expect(await snapshot()).toEqual(before);
  });

  it("staff: a price change is 403 on create, edit and bulk; statements are the owner's; nothing changed", async () => {
    const before = await snapshot();
    expect((await create(req("POST", "/api/vendor/v1/products", who.staff, listing))).status).toBe(403);
    expect(
      (
        await patch(
          req("PATCH", `/api/vendor/v1/products/${id}`, who.staff, { price_catalog: 999 }),
          params({ id: String(id) }),
        )
      ).status,
    ).toBe(403);
    expect(
      (await bulk(req("PUT", "/api/vendor/v1/products/bulk", who.staff, [{ id, price_catalog: 999 }]))).status,
    ).toBe(403);
    expect((await routes.find(([n]) => n === "statement")![1](who.staff)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
