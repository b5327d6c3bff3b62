import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productImages, products } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as upload } from "@/app/api/vendor/v1/products/[id]/images/route";
import { DELETE as removeImage } from "@/app/api/vendor/v1/products/[id]/images/[imageId]/route";
import { GET as media } from "@/app/media/products/[size]/[name]/route";
import { reloadConfig } from "@/lib/config";
import { backends, createTestDb } from "../helpers/test-db";
import { params, sessionCookie } from "../helpers/sessions";

const form = (id: number, bytes: Uint8Array, fileName: string, type: string, cookie?: string) => {
  const body = new FormData();
  body.append("image", new File([bytes as BlobPart], fileName, { type }));
  return new Request(`http://localhost:3000/api/vendor/v1/products/${id}/images`, {
    method: "POST",
    headers: { origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
    body,
  });
};

/** Every file under a folder, so "nothing saved" covers any size folder. */
async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []))
    if (e.isFile()) out.push(path.join(e.parentPath, e.name));
  return out;
}

describe.each(backends)("vendor listing pictures on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let dir: string;
  let owner: string;
  let otherVendor: string;
  let buyer: string;
  let mine: number;
  let png: Buffer;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "dvm-listing-images-"));
    process.env.UPLOAD_DIR = dir;
    process.env.UPLOAD_STORAGE = "disk";
    reloadConfig();
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    otherVendor = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    const [p] = await h.db.select({ id: products.id }).from(products).where(eq(products.vendorId, 1)).limit(1);
    mine = p!.id;
    png = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#0d8573" } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await h?.dispose();
    delete process.env.UPLOAD_DIR;
    delete process.env.UPLOAD_STORAGE;
    reloadConfig();
    await rm(dir, { recursive: true, force: true });
  });

  const imageCount = async () =>
    (await h.db.select({ n: count() }).from(productImages).where(eq(productImages.productId, mine)))[0]!.n;

  it("a real PNG is re-encoded into the three WebP sizes the storefront serves", async () => {
    const before = await imageCount();
    const res = await upload(form(mine, png, "gauze.png", "image/png", owner), params({ id: String(mine) }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.name).toMatch(new RegExp(`^u${mine}-[0-9a-f]{16}\\.webp$`));
    expect(await imageCount()).toBe(before + 1);
    for (const [size, px] of [
      ["thumbnail", 160],
      ["medium", 480],
      ["large", 960],
    ] as const) {
      const served = await media(new Request(`http://localhost/media/products/${size}/${body.name}`), {
        params: Promise.resolve({ size, name: body.name }),
      });
      expect(served.status).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([size, meta.format, meta.width, meta.height]).toEqual([size, "webp", px, px]);
    }
    expect((await filesUnder(dir)).length).toBe(3);
  });

  it("a text file named .png is refused by its content, and nothing is saved", async () => {
    const files = await filesUnder(dir);
    const before = await imageCount();
    const text = new TextEncoder().encode("just some words, not a picture\n".repeat(50));
    const res = await upload(form(mine, text, "photo.png", "image/png", owner), params({ id: String(mine) }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Only JPG, PNG and WebP pictures are accepted; this file is not one.");
    expect(await imageCount()).toBe(before);
    expect(await filesUnder(dir)).toEqual(files);
  });

  it("a picture over the size limit gets a clear message and saves nothing", async () => {
    const before = await imageCount();
    const huge = new Uint8Array(9 * 1024 * 1024);
    huge.set(png);
    const res = await upload(form(mine, huge, "big.png", "image/png", owner), params({ id: String(mine) }));
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe("A picture must be at most 8 MB.");
    expect(await imageCount()).toBe(before);
  });

  it("another vendor: 404, a buyer: 403, signed out: 401; nothing saved or removed", async () => {
    const files = await filesUnder(dir);
    const before = await imageCount();
    const send = (cookie?: string) =>
      upload(form(mine, png, "x.png", "image/png", cookie), params({ id: String(mine) }));
    expect((await send(otherVendor)).status).toBe(404);
    expect((await send(buyer)).status).toBe(403);
    expect((await send()).status).toBe(401);
    const [img] = await h.db.select().from(productImages).where(eq(productImages.productId, mine)).limit(1);
    const del = (cookie?: string) =>
      removeImage(
        new Request(`http://localhost:3000/api/vendor/v1/products/${mine}/images/${img!.id}`, {
          method: "DELETE",
          headers: { origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
        }),
        params({ id: String(mine), imageId: String(img!.id) }),
      );
    expect((await del(otherVendor)).status).toBe(404);
    expect((await del(buyer)).status).toBe(403);
    expect((await del()).status).toBe(401);
    expect(await imageCount()).toBe(before);
    expect(await filesUnder(dir)).toEqual(files);
  });

  it("the owner removes a picture: row and files go", async () => {
    const uploaded = (await h.db.select().from(productImages).where(eq(productImages.productId, mine))).find((i) =>
      i.name.startsWith("u"),
    )!;
    const res = await removeImage(
      new Request(`http://localhost:3000/api/vendor/v1/products/${mine}/images/${uploaded.id}`, {
        method: "DELETE",
        headers: { origin: "http://localhost:3000", cookie: owner },
      }),
      params({ id: String(mine), imageId: String(uploaded.id) }),
    );
    expect(res.status).toBe(200);
    expect(await filesUnder(dir)).toEqual([]);
    expect(await h.db.select().from(productImages).where(eq(productImages.id, uploaded.id))).toEqual([]);
  });
});
