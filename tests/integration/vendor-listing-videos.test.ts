import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productVideos, products } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as list, POST as add } from "@/app/api/vendor/v1/products/[id]/videos/route";
import { DELETE as remove } from "@/app/api/vendor/v1/products/[id]/videos/[videoId]/route";
import { GET as media } from "@/app/media/videos/[name]/route";
import { getProductDetail } from "@/features/catalog/server/product-detail";
import { videoSource } from "@/features/catalog/components/panel/video-facade";
import { reloadConfig } from "@/lib/config";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";

const mp4 = () => {
  const b = new Uint8Array(4096);
  b.set([0, 0, 0, 0x20], 0);
  b.set(new TextEncoder().encode("ftypisom"), 4);
  return b;
};
const upload = (id: number, bytes: Uint8Array, cookie: string) => {
  const body = new FormData();
  body.append("video", new File([bytes as BlobPart], "clip.mp4", { type: "video/mp4" }));
  return add(
    new Request(`http://localhost:3000/api/vendor/v1/products/${id}/videos`, {
      method: "POST",
      headers: { origin: "http://localhost:3000", cookie },
      body,
    }),
    params({ id: String(id) }),
  );
};
const link = (id: number, url: string, cookie: string) =>
  add(postJson(`/api/vendor/v1/products/${id}/videos`, { url }, cookie), params({ id: String(id) }));
const del = (id: number, videoId: number, cookie: string) =>
  remove(
    new Request(`http://localhost:3000/api/vendor/v1/products/${id}/videos/${videoId}`, {
      method: "DELETE",
      headers: { origin: "http://localhost:3000", cookie },
    }),
    params({ id: String(id), videoId: String(videoId) }),
  );

describe.each(backends)("vendor listing videos on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let dir: string;
  let owner: string;
  let otherVendor: string;
  let mine: { id: number; slug: string };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "dvm-listing-videos-"));
    process.env.UPLOAD_DIR = dir;
    process.env.UPLOAD_STORAGE = "disk";
    reloadConfig();
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 120 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    otherVendor = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
    const [p] = await h.db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(eq(products.vendorId, 1))
      .limit(1);
    mine = p!;
    await h.db.update(products).set({ status: "published" }).where(eq(products.id, mine.id));
    await h.db.delete(productVideos).where(eq(productVideos.productId, mine.id));
  });
  afterAll(async () => {
    await h?.dispose();
    delete process.env.UPLOAD_DIR;
    delete process.env.UPLOAD_STORAGE;
    reloadConfig();
    await rm(dir, { recursive: true, force: true });
  });

  const videos = () => h.db.select().from(productVideos).where(eq(productVideos.productId, mine.id));

  it("a YouTube or Vimeo link becomes the embed the product page plays; other hosts are refused", async () => {
    const yt = await link(mine.id, "https://www.youtube.com/watch?v=dQw4w9WgXcQ", owner);
    expect(yt.status).toBe(201);
    expect(await yt.json()).toMatchObject({ video_type: "youtube", name: "dQw4w9WgXcQ" });
    expect((await link(mine.id, "https://vimeo.com/76979871", owner)).status).toBe(201);
    const bad = await link(mine.id, "https://evil.example/watch?v=dQw4w9WgXcQ", owner);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain("Only YouTube and Vimeo links are accepted");
    const shown = (await getProductDetail(mine.slug, null))!.videos;
    expect(shown.map((v) => videoSource(v))).toEqual([
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
      "https://player.vimeo.com/video/76979871?autoplay=1",
    ]);
  });

  it("an uploaded MP4 is checked by its bytes, then plays from /media/videos with byte ranges", async () => {
    const res = await upload(mine.id, mp4(), owner);
    expect(res.status).toBe(201);
    const { id, name } = await res.json();
    expect(name).toMatch(/^v\d+-[0-9a-f]{16}\.mp4$/);
    const detail = (await getProductDetail(mine.slug, null))!;
    const v = detail.videos.find((x) => x.id === id)!;
    expect(videoSource(v)).toBe(`/media/videos/${name}`);
    const full = await media(new Request(`http://localhost:3000/media/videos/${name}`), params({ name }));
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("video/mp4");
    expect((await full.arrayBuffer()).byteLength).toBe(4096);
    const part = await media(
      new Request(`http://localhost:3000/media/videos/${name}`, { headers: { range: "bytes=0-99" } }),
      params({ name }),
    );
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 0-99/4096");
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it("a file that is not a video is refused with a sentence and stores nothing", async () => {
    const before = await videos();
    const files = await readdir(dir, { recursive: true });
    const res = await upload(mine.id, new TextEncoder().encode("<html><script>alert(1)</script></html>"), owner);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("That file is not an MP4 or WebM video.");
    expect(await videos()).toEqual(before);
    expect(await readdir(dir, { recursive: true })).toEqual(files);
  });

  it("another vendor cannot list, add or remove this listing's videos (404, nothing changed)", async () => {
    const before = await videos();
    const files = await readdir(dir, { recursive: true });
    expect(
      (await list(get(`/api/vendor/v1/products/${mine.id}/videos`, otherVendor), params({ id: String(mine.id) })))
        .status,
    ).toBe(404);
    expect((await link(mine.id, "https://youtu.be/dQw4w9WgXcQ", otherVendor)).status).toBe(404);
    expect((await upload(mine.id, mp4(), otherVendor)).status).toBe(404);
    expect((await del(mine.id, before[0]!.id, otherVendor)).status).toBe(404);
    expect(await videos()).toEqual(before);
    expect(await readdir(dir, { recursive: true })).toEqual(files);
  });

  it("the owner removes a video; an uploaded file goes with it", async () => {
    const uploaded = (await videos()).find((v) => v.videoType === "other")!;
    expect((await del(mine.id, uploaded.id, owner)).status).toBe(200);
    const gone = await media(
      new Request(`http://localhost:3000/media/videos/${uploaded.name}`),
      params({ name: uploaded.name }),
    );
    expect(gone.status).toBe(404);
    const listed = await (
      await list(get(`/api/vendor/v1/products/${mine.id}/videos`, owner), params({ id: String(mine.id) }))
    ).json();
    expect(listed.data.map((v: { video_type: string }) => v.video_type)).toEqual(["youtube", "vimeo"]);
  });
});
