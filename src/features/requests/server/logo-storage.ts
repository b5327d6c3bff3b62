import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { LOGO_MAX_PIXELS } from "../logo-rules";
import { STORED_LOGO_NAME } from "../rules";
import { getConfig } from "@/lib/config";

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

/** Writes under a server-chosen random name (write then rename, so readers never see half a file). */
export async function storeLogo(png: Buffer): Promise<string> {
  const dir = logoDir();
  await mkdir(dir, { recursive: true });
  const name = `logo-${randomBytes(16).toString("hex")}.png`;
  const tmp = path.join(dir, `.${name}.tmp`);
  await writeFile(tmp, png, { mode: 0o640 });
  await rename(tmp, path.join(dir, name));
  return name;
}

function safePath(name: string): string | null {
  return STORED_LOGO_NAME.test(name) ? path.join(logoDir(), name) : null;
}

export async function readStoredLogo(name: string): Promise<Buffer | null> {
  const file = safePath(name);
  if (!file) return null;
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

export async function deleteStoredLogo(name: string): Promise<void> {
  const file = safePath(name);
  if (!file) return;
  await unlink(file).catch(() => undefined);
}
