import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { getDb } from "@/db/client";
import { storedFiles } from "@/db/schema";
import { LOGO_MAX_PIXELS } from "../logo-rules";
import { STORED_LOGO_NAME } from "../rules";
import { getConfig } from "@/lib/config";
import { s3Store, type FileStore } from "@/lib/s3-store";

/** Saved logos live outside `public/`: they are only ever served through the owner-checked route. */
export function logoDir(): string {
  return path.resolve(getConfig().UPLOAD_DIR ?? "data/uploads", "logos");
}

export const LOGO_URL_PREFIX = "/api/product-customization-logo/file/";
export const logoUrl = (fileName: string) => `${LOGO_URL_PREFIX}${fileName}`;

/**
 * Decodes and re-encodes the upload so only pixels and the DPI survive: text chunks, trailing
 * bytes after IEND and any other passenger data are dropped. The pixel limit stops a
 * decompression bomb even if a header check were bypassed.
 */
export async function reencodePng(bytes: Uint8Array, dpi: number): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: LOGO_MAX_PIXELS, failOn: "error" })
    .png({ compressionLevel: 9 })
    .withDensity(dpi)
    .toBuffer();
}

export type { FileStore };

/** Local disk under UPLOAD_DIR: the embedded default (one machine, one process). */
export function diskStore(dir: string): FileStore {
  return {
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      // write then rename, so readers never see half a file
      const tmp = path.join(dir, `.${name}.tmp`);
      await writeFile(tmp, bytes, { mode: 0o640 });
      await rename(tmp, path.join(dir, name));
    },
    async get(name) {
      return readFile(path.join(dir, name)).catch(() => null);
    },
    async remove(name) {
      await unlink(path.join(dir, name)).catch(() => undefined);
    },
  };
}

/** In the database (bytea): every app instance behind a load balancer reads the same file. */
export function databaseStore(kind: string): FileStore {
  return {
    async put(name, bytes) {
      const db = await getDb();
      await db.insert(storedFiles).values({ name, kind, bytes, size: bytes.length }).onConflictDoNothing();
    },
    async get(name) {
      const db = await getDb();
      const [row] = await db.select({ bytes: storedFiles.bytes }).from(storedFiles).where(eq(storedFiles.name, name));
      return row?.bytes ?? null;
    },
    async remove(name) {
      const db = await getDb();
      await db.delete(storedFiles).where(eq(storedFiles.name, name));
    },
  };
}

export function logoStore(): FileStore {
  const config = getConfig();
  const where = config.UPLOAD_STORAGE ?? (config.DATABASE_URL ? "database" : "disk");
  if (where === "s3") return s3Store("logos");
  return where === "database" ? databaseStore("logo") : diskStore(logoDir());
}

/** Stores under a server-chosen random name. */
export async function storeLogo(png: Buffer): Promise<string> {
  const name = `logo-${randomBytes(16).toString("hex")}.png`;
  await logoStore().put(name, png, "image/png");
  return name;
}

export async function readStoredLogo(name: string): Promise<Buffer | null> {
  return STORED_LOGO_NAME.test(name) ? logoStore().get(name) : null;
}

export async function deleteStoredLogo(name: string): Promise<void> {
  if (STORED_LOGO_NAME.test(name)) await logoStore().remove(name);
}
