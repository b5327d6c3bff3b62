// /media/products/{size}/{name} draws only pictures the catalog names: anything else is a 404 that
// neither renders nor writes a file.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productImages, productVideos } from "@/db/schema";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { reloadConfig } from "@/lib/config";
import { backends, createTestDb } from "../helpers/test-db";
import { params } from "../helpers/sessions";

const cacheDir = mkdtempSync(path.join(tmpdir(), "dvm-media-"));
// the first backend's clean-up removes the folder: none there means no file was written
const files = (): string[] =>
  (existsSync(cacheDir) ? readdirSync(cacheDir, { recursive: true, withFileTypes: true }) : [])
    .filter((f) => f.isFile())
    .map((f) => f.name);

describe.each(backends)("product media names on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let media: typeof import("@/app/media/products/[size]/[name]/route").GET;
  const fetchMedia = (size: string, name: string) =>
    media(new Request(`http://localhost/media/products/${size}/${name}`), params({ size, name }));

  beforeAll(async () => {
    process.env.MEDIA_CACHE_DIR = cacheDir;
    reloadConfig();
    media = (await import("@/app/media/products/[size]/[name]/route")).GET;
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 30 });
  });
  afterAll(async () => {
    await h?.dispose();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it("answers 404 to names no product image has, and writes nothing", async () => {
    const before = files();
    for (const name of ["p99999-0.webp", "zzz.webp", "a.webp", `x${backend}-1.webp`, "video-999999.webp"]) {
      const res = await fetchMedia("thumbnail", name);
      expect(res.status, name).toBe(404);
    }
    expect(files()).toEqual(before);
  });

  it("draws and caches an existing product image and an existing video's poster", async () => {
    const [img] = await h.db.select({ name: productImages.name }).from(productImages).limit(1);
    const res = await fetchMedia("thumbnail", img!.name);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(existsSync(path.join(cacheDir, "kinds", "thumbnail", img!.name))).toBe(true);
    const [video] = await h.db.select({ id: productVideos.id }).from(productVideos).limit(1);
    if (video) expect((await fetchMedia("medium", `video-${video.id}.webp`)).status).toBe(200);
  });

  it("stops serving a picture once its row is gone, even from the cache", async () => {
    const [img] = await h.db.select({ id: productImages.id, name: productImages.name }).from(productImages).limit(1);
    expect((await fetchMedia("medium", img!.name)).status).toBe(200);
    await h.db.delete(productImages).where(eq(productImages.id, img!.id));
    expect((await fetchMedia("medium", img!.name)).status).toBe(404);
  });
});
