import "server-only";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { fileStore } from "@/db/file-store";
import { LOGO_MAX_PIXELS } from "../logo-rules";
import { STORED_LOGO_NAME } from "../rules";

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

/** Print logos: private files, stored where the deployment keeps uploads (db/file-store). */
export const logoStore = () => fileStore("logos");

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
