import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import sharp from "sharp";
import {
  LOGO_MAX_BYTES,
  LOGO_MAX_PIXELS,
  LOGO_MESSAGES,
  LOGO_MIN_BYTES,
  isPng,
  lowDpiMessage,
  readPngDimensions,
  readPngDpi,
  validateLogoFile,
} from "./logo-rules";

// ---------------------------------------------------------------- fixtures

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Splits a PNG into whole chunks (length + type + data + crc). */
function splitChunks(png: Buffer): { type: string; raw: Buffer }[] {
  const out: { type: string; raw: Buffer }[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    out.push({ type: png.toString("latin1", offset + 4, offset + 8), raw: png.subarray(offset, offset + 12 + length) });
    offset += 12 + length;
  }
  return out;
}

function rebuild(
  png: Buffer,
  edit: (chunks: { type: string; raw: Buffer }[]) => { type: string; raw: Buffer }[],
): Buffer {
  return Buffer.concat([SIGNATURE, ...edit(splitChunks(png)).map((c) => c.raw)]);
}

const solidPng = (density?: number, width = 64, height = 64): Promise<Buffer> => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png();
  return (density === undefined ? image : image.withMetadata({ density })).toBuffer();
};

/** Grows a PNG to exactly `size` bytes with a tEXt chunk placed before IEND. */
function padTo(png: Buffer, size: number): Buffer {
  const textLength = size - png.length - 12 - "Comment\0".length;
  if (textLength < 0) throw new Error(`fixture already ${png.length} bytes`);
  const text = chunk("tEXt", Buffer.concat([Buffer.from("Comment\0", "latin1"), Buffer.alloc(textLength, 0x61)]));
  const padded = rebuild(png, (chunks) => [...chunks.slice(0, -1), { type: "tEXt", raw: text }, ...chunks.slice(-1)]);
  expect(padded.length).toBe(size);
  return padded;
}

const withoutPhys = (png: Buffer) => rebuild(png, (chunks) => chunks.filter((c) => c.type !== "pHYs"));

function withPhys(png: Buffer, x: number, y: number, unit: number): Buffer {
  const data = Buffer.alloc(9);
  data.writeUInt32BE(x, 0);
  data.writeUInt32BE(y, 4);
  data[8] = unit;
  return rebuild(withoutPhys(png), ([ihdr, ...rest]) => [ihdr!, { type: "pHYs", raw: chunk("pHYs", data) }, ...rest]);
}

function withDimensions(png: Buffer, width: number, height: number): Buffer {
  return rebuild(png, ([ihdr, ...rest]) => {
    const data = Buffer.from(ihdr!.raw.subarray(8, 21));
    data.writeUInt32BE(width, 0);
    data.writeUInt32BE(height, 4);
    return [{ type: "IHDR", raw: chunk("IHDR", data) }, ...rest];
  });
}

const file = (bytes: Buffer, over: Partial<{ type: string; name: string }> = {}) => ({
  bytes,
  size: bytes.length,
  type: "image/png",
  name: "logo.png",
  ...over,
});

// ------------------------------------------------------------------ tests

describe("isPng", () => {
  it("recognises the PNG signature, not a JPEG or a short buffer", async () => {
    expect(isPng(await solidPng())).toBe(true);
    expect(
      isPng(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
          .jpeg()
          .toBuffer(),
      ),
    ).toBe(false);
    expect(isPng(SIGNATURE.subarray(0, 7))).toBe(false);
    expect(isPng(new Uint8Array())).toBe(false);
  });
});

describe("readPngDpi", () => {
  it.each([72, 299, 300, 301, 600])("reads %i DPI written by sharp", async (density) => {
    expect(readPngDpi(await solidPng(density))).toBe(density);
  });

  it("agrees with sharp after padding", async () => {
    const padded = padTo(await solidPng(300), LOGO_MIN_BYTES);
    expect(readPngDpi(padded)).toBe(300);
    expect((await sharp(padded).metadata()).density).toBe(300);
  });

  it("is null without pHYs, with unit 0, or with zero density", async () => {
    const base = await solidPng(300);
    expect(readPngDpi(withoutPhys(base))).toBeNull();
    expect(readPngDpi(withPhys(base, 11811, 11811, 0))).toBeNull();
    expect(readPngDpi(withPhys(base, 0, 0, 1))).toBeNull();
  });

  it("reports the lower axis when X and Y differ", async () => {
    expect(readPngDpi(withPhys(await solidPng(), 11811, 3780, 1))).toBe(96);
  });

  it("reads a Uint8Array view at an offset into a larger buffer", async () => {
    const png = await solidPng(300);
    const host = new Uint8Array(png.length + 5);
    host.set(png, 5);
    expect(readPngDpi(host.subarray(5))).toBe(300);
  });
});

describe("readPngDimensions", () => {
  it("reads width and height from IHDR", async () => {
    expect(readPngDimensions(await solidPng(300, 120, 45))).toEqual({ width: 120, height: 45 });
    expect(readPngDimensions(SIGNATURE)).toBeNull();
  });
});

describe("parsers on arbitrary bytes", () => {
  it("never throw and return null on garbage", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.boolean(), (tail, signed) => {
        const bytes = signed ? Buffer.concat([SIGNATURE, tail]) : Buffer.from(tail);
        expect(() => readPngDpi(bytes)).not.toThrow();
        expect(() => readPngDimensions(bytes)).not.toThrow();
        expect(() => validateLogoFile(file(bytes))).not.toThrow();
        if (!signed) expect(readPngDpi(bytes)).toBeNull();
      }),
    );
  });
});

describe("validateLogoFile", () => {
  it("asks to select a file when there is none", () => {
    expect(validateLogoFile(null)).toBe("Please select a file.");
    expect(validateLogoFile(undefined)).toBe("Please select a file.");
  });

  it("accepts a 300 DPI PNG between 200 KB and 1 MB", async () => {
    expect(validateLogoFile(file(padTo(await solidPng(300), LOGO_MIN_BYTES)))).toBeNull();
    expect(validateLogoFile(file(padTo(await solidPng(300), LOGO_MAX_BYTES)))).toBeNull();
  });

  it("accepts a realistic noisy 300 DPI image", async () => {
    const width = 300;
    const height = 300;
    const png = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png()
      .withMetadata({ density: 300 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(LOGO_MIN_BYTES);
    expect(png.length).toBeLessThan(LOGO_MAX_BYTES);
    expect(validateLogoFile(file(png))).toBeNull();
  });

  it("refuses sizes outside 200 KB – 1 MB with the spec messages", async () => {
    const base = await solidPng(300);
    expect(validateLogoFile(file(padTo(base, 199 * 1024)))).toBe("Image size must be at least 200KB.");
    expect(validateLogoFile(file(padTo(base, LOGO_MIN_BYTES - 1)))).toBe("Image size must be at least 200KB.");
    expect(validateLogoFile(file(padTo(base, LOGO_MAX_BYTES + 1)))).toBe(
      "Image size must be less than or equal to 1MB.",
    );
  });

  it("refuses anything that is not a PNG", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#fff" } })
      .jpeg()
      .withMetadata({ density: 300 })
      .toBuffer();
    const renamed = Buffer.concat([jpeg, Buffer.alloc(LOGO_MIN_BYTES)]);
    expect(validateLogoFile(file(renamed))).toBe("Only PNG images are allowed with 300dpi");
    const png = padTo(await solidPng(300), LOGO_MIN_BYTES);
    expect(validateLogoFile(file(png, { type: "image/jpeg" }))).toBe("Only PNG images are allowed with 300dpi");
    expect(validateLogoFile(file(png, { name: "logo.jpg" }))).toBe("Only PNG images are allowed with 300dpi");
    expect(validateLogoFile(file(png, { name: "LOGO.PNG" }))).toBeNull();
  });

  it("checks DPI: missing, below 300, 300 and above", async () => {
    const sized = async (density?: number) => padTo(await solidPng(density), LOGO_MIN_BYTES + 10);
    const noPhys = padTo(withoutPhys(await solidPng(300)), LOGO_MIN_BYTES + 10);
    expect(validateLogoFile(file(noPhys))).toBe("No DPI information found.");
    expect(validateLogoFile(file(await sized(299)))).toBe("Image DPI is 299 — required is 300 DPI.");
    expect(validateLogoFile(file(await sized(72)))).toBe(lowDpiMessage(72));
    expect(validateLogoFile(file(await sized(300)))).toBeNull();
    expect(validateLogoFile(file(await sized(301)))).toBeNull();
  });

  it("refuses a canvas large enough to be a decompression bomb", async () => {
    const bomb = withDimensions(padTo(await solidPng(300), LOGO_MIN_BYTES), 20_000, 20_000);
    expect(20_000 * 20_000).toBeGreaterThan(LOGO_MAX_PIXELS);
    expect(validateLogoFile(file(bomb))).toBe(LOGO_MESSAGES.tooManyPixels);
  });

  it("checks type and size alone when the bytes are not at hand", () => {
    expect(validateLogoFile({ size: 300_000, type: "image/png", name: "a.png" })).toBeNull();
    expect(validateLogoFile({ size: 100, type: "image/png", name: "a.png" })).toBe(
      "Image size must be at least 200KB.",
    );
    expect(validateLogoFile({ size: 300_000, type: "image/gif", name: "a.gif" })).toBe(
      "Only PNG images are allowed with 300dpi",
    );
  });

  it("keeps the spec wording", () => {
    expect(LOGO_MESSAGES.noFileOnSave).toBe("Please select a file first");
    expect(lowDpiMessage(150)).toBe("Image DPI is 150 — required is 300 DPI.");
  });
});
