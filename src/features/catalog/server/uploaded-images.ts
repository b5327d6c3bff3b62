import "server-only";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { storedFiles } from "@/db/schema";
import { getConfig } from "@/lib/config";
import { s3Store, uploadsInS3 } from "@/lib/s3-store";
import { IMAGE_SIZES, type ImageSize } from "../media";

/** A picture a vendor uploaded (as opposed to a drawn placeholder): `u{productId}-{16 hex}.webp`. */
export const UPLOADED_IMAGE_NAME = /^u\d{1,10}-[0-9a-f]{16}\.webp$/;
const SIZES = Object.keys(IMAGE_SIZES) as ImageSize[];
const KIND = "product-image";

/** Same choice as every upload: the database when several instances share it, else the disk. */
function inDatabase(): boolean {
  const c = getConfig();
  return (c.UPLOAD_STORAGE ?? (c.DATABASE_URL ? "database" : "disk")) === "database";
}
const diskPath = (size: ImageSize, name: string) =>
  path.resolve(getConfig().UPLOAD_DIR ?? "data/uploads", "products", size, name);
const storedName = (size: ImageSize, name: string) => `${size}/${name}`;

/** Keeps the three sizes of one uploaded picture; written before its product_images row exists. */
export async function storeUploadedImage(name: string, sizes: Record<ImageSize, Buffer>): Promise<void> {
  if (!UPLOADED_IMAGE_NAME.test(name)) throw new Error(`not an uploaded image name: ${name}`);
  if (uploadsInS3()) {
    const store = s3Store("products");
    await Promise.all(SIZES.map((s) => store.put(storedName(s, name), sizes[s], "image/webp")));
    return;
  }
  if (inDatabase()) {
    const db = await getDb();
    await db
      .insert(storedFiles)
      .values(SIZES.map((s) => ({ name: storedName(s, name), kind: KIND, bytes: sizes[s], size: sizes[s].length })));
    return;
  }
  for (const s of SIZES) {
    const file = diskPath(s, name);
    await mkdir(path.dirname(file), { recursive: true });
    // write then rename, so the media route never serves half a file
    await writeFile(`${file}.tmp`, sizes[s], { mode: 0o640 });
    await rename(`${file}.tmp`, file);
  }
}

export async function removeUploadedImage(name: string): Promise<void> {
  if (!UPLOADED_IMAGE_NAME.test(name)) return;
  if (uploadsInS3()) {
    const store = s3Store("products");
    await Promise.all(SIZES.map((s) => store.remove(storedName(s, name))));
    return;
  }
  if (inDatabase()) {
    const db = await getDb();
    await db.delete(storedFiles).where(
      inArray(
        storedFiles.name,
        SIZES.map((s) => storedName(s, name)),
      ),
    );
    return;
  }
  await Promise.all(SIZES.map((s) => unlink(diskPath(s, name)).catch(() => undefined)));
}

/** The stored size of an uploaded picture, or null (not an upload, or gone). */
export async function readUploadedImage(size: ImageSize, name: string): Promise<Buffer | null> {
  if (!UPLOADED_IMAGE_NAME.test(name)) return null;
  if (uploadsInS3()) return s3Store("products").get(storedName(size, name));
  if (inDatabase()) {
    const db = await getDb();
    const [row] = await db
      .select({ bytes: storedFiles.bytes })
      .from(storedFiles)
      .where(eq(storedFiles.name, storedName(size, name)));
    return row?.bytes ?? null;
  }
  return readFile(diskPath(size, name)).catch(() => null);
}
