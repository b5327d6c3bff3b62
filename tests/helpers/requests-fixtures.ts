import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import sharp from "sharp";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Inserts a chunk right before IEND (the last 12 bytes of a well-formed PNG). */
export function insertBeforeIend(png: Buffer, chunkBytes: Buffer): Buffer {
  return Buffer.concat([png.subarray(0, png.length - 12), chunkBytes, png.subarray(png.length - 12)]);
}

/** A noisy PNG (so it stays large after compression) with the given DPI, between 200 KB and 1 MB. */
export async function logoPng(density: number | null = 300, side = 300): Promise<Buffer> {
  const img = sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png();
  return (density === null ? img : img.withDensity(density)).toBuffer();
}

/** Grows a PNG to exactly `size` bytes with a tEXt chunk before IEND. */
export function padPng(png: Buffer, size: number): Buffer {
  const extra = size - png.length - 12 - "Comment\0".length;
  if (extra < 0) throw new Error(`fixture already ${png.length} bytes`);
  return insertBeforeIend(
    png,
    pngChunk("tEXt", Buffer.concat([Buffer.from("Comment\0", "latin1"), Buffer.alloc(extra, 0x61)])),
  );
}

/** A valid 300-DPI PNG that also carries an HTML page in a text chunk and after IEND. */
export async function polyglotPng(): Promise<Buffer> {
  const html = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>", "latin1");
  const withText = insertBeforeIend(
    await logoPng(300),
    pngChunk("tEXt", Buffer.concat([Buffer.from("Comment\0", "latin1"), html])),
  );
  return Buffer.concat([withText, html]);
}

/** Claims a 20 000 × 20 000 canvas in IHDR (a decompression bomb's header) but is otherwise a normal logo. */
export async function bombPng(): Promise<Buffer> {
  const png = await logoPng(300);
  const ihdrData = Buffer.from(png.subarray(16, 29));
  ihdrData.writeUInt32BE(20_000, 0);
  ihdrData.writeUInt32BE(20_000, 4);
  return Buffer.concat([SIGNATURE, pngChunk("IHDR", ihdrData), png.subarray(33)]);
}

/** A JPEG over 200 KB, to be sent with a .png name and image/png type. */
export async function jpegRenamed(): Promise<Buffer> {
  const side = 420;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 100 })
    .withDensity(300)
    .toBuffer();
}

/** The same PNG with its pHYs chunk (the DPI) taken out. */
export function withoutPhys(png: Buffer): Buffer {
  const parts: Buffer[] = [SIGNATURE];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const end = at + 12 + length;
    if (png.toString("latin1", at + 4, at + 8) !== "pHYs") parts.push(png.subarray(at, end));
    at = end;
  }
  return Buffer.concat(parts);
}
