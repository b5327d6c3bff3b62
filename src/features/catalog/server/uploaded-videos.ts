import "server-only";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { storedFiles } from "@/db/schema";
import { getConfig } from "@/lib/config";
import { s3Store, uploadsInS3 } from "@/lib/s3-store";

/** A video file a vendor uploaded: `v{productId}-{16 hex}.mp4|webm` (seeded clips are static files). */
export const UPLOADED_VIDEO_NAME = /^v\d{1,10}-[0-9a-f]{16}\.(mp4|webm)$/;
const KIND = "product-video";

function inDatabase(): boolean {
  const c = getConfig();
  return (c.UPLOAD_STORAGE ?? (c.DATABASE_URL ? "database" : "disk")) === "database";
}
const diskPath = (name: string) => path.resolve(getConfig().UPLOAD_DIR ?? "data/uploads", "products", "videos", name);
const storedName = (name: string) => `videos/${name}`;

/** Keeps one uploaded video; written before its product_videos row exists. */
export async function storeUploadedVideo(name: string, bytes: Uint8Array): Promise<void> {
  if (!UPLOADED_VIDEO_NAME.test(name)) throw new Error(`not an uploaded video name: ${name}`);
  const data = Buffer.from(bytes);
  if (uploadsInS3()) return s3Store("products").put(storedName(name), data, `video/${name.split(".").pop()}`);
  if (inDatabase()) {
    const db = await getDb();
    await db.insert(storedFiles).values({ name: storedName(name), kind: KIND, bytes: data, size: data.length });
    return;
  }
  const file = diskPath(name);
  await mkdir(path.dirname(file), { recursive: true });
  // write then rename, so the media route never serves half a file
  await writeFile(`${file}.tmp`, data, { mode: 0o640 });
  await rename(`${file}.tmp`, file);
}

export async function removeUploadedVideo(name: string): Promise<void> {
  if (!UPLOADED_VIDEO_NAME.test(name)) return;
  if (uploadsInS3()) return s3Store("products").remove(storedName(name));
  if (inDatabase()) {
    const db = await getDb();
    await db.delete(storedFiles).where(eq(storedFiles.name, storedName(name)));
    return;
  }
  await unlink(diskPath(name)).catch(() => undefined);
}

/** The bytes of an uploaded video, or null (not an upload, or gone). */
export async function readUploadedVideo(name: string): Promise<Buffer | null> {
  if (!UPLOADED_VIDEO_NAME.test(name)) return null;
  if (uploadsInS3()) return s3Store("products").get(storedName(name));
  if (inDatabase()) {
    const db = await getDb();
    const [row] = await db
      .select({ bytes: storedFiles.bytes })
      .from(storedFiles)
      .where(eq(storedFiles.name, storedName(name)));
    return row?.bytes ?? null;
  }
  return readFile(diskPath(name)).catch(() => null);
}
