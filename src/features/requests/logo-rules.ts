/**
 * Logo upload checks (SPEC §5, §9) on raw bytes, so the browser and the server
 * run the very same rules without decoding the image. Works on any Uint8Array
 * (a Node Buffer is one).
 */

export const LOGO_MIN_BYTES = 204_800;
export const LOGO_MAX_BYTES = 1_048_576;
export const LOGO_REQUIRED_DPI = 300;
/**
 * A 1 MB PNG can inflate to gigabytes; refuse anything above 36 megapixels
 * (a 20-inch square at 300 DPI — far beyond any printed logo) before decoding.
 */
export const LOGO_MAX_PIXELS = 36_000_000;

export const LOGO_MESSAGES = {
  noFile: "Please select a file.",
  notPng: "Only PNG images are allowed with 300dpi",
  tooSmall: "Image size must be at least 200KB.",
  tooLarge: "Image size must be less than or equal to 1MB.",
  noDpi: "No DPI information found.",
  // Not in the spec: there is no spec text for an oversized canvas.
  tooManyPixels: "Image dimensions are too large.",
  noFileOnSave: "Please select a file first",
} as const;

export function lowDpiMessage(dpi: number): string {
  return `Image DPI is ${dpi} — required is ${LOGO_REQUIRED_DPI} DPI.`;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const METRES_PER_INCH = 0.0254;

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((value, i) => bytes[i] === value);
}

interface Chunk {
  type: string;
  data: Uint8Array;
}

/** Walks chunk headers only; stops at IEND or at the first chunk that does not fit. */
function* chunks(bytes: Uint8Array): Generator<Chunk> {
  if (!isPng(bytes)) return;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = PNG_SIGNATURE.length;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const dataStart = offset + 8;
    if (dataStart + length + 4 > bytes.length) return;
    const type = String.fromCharCode(...bytes.subarray(offset + 4, dataStart));
    yield { type, data: bytes.subarray(dataStart, dataStart + length) };
    if (type === "IEND") return;
    offset = dataStart + length + 4;
  }
}

function uint32(data: Uint8Array, at: number): number {
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(at);
}

/** Width and height from IHDR, which the PNG format requires to be the first chunk. */
export function readPngDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const first = chunks(bytes).next();
  if (first.done || first.value.type !== "IHDR" || first.value.data.length < 13) return null;
  return { width: uint32(first.value.data, 0), height: uint32(first.value.data, 4) };
}

/**
 * DPI from the pHYs chunk. Only unit 1 (pixels per metre) carries a physical
 * size; unit 0 is an aspect ratio and counts as no DPI. With different X and Y
 * densities the lower one is reported, since the print is only as sharp as
 * its coarsest axis.
 */
export function readPngDpi(bytes: Uint8Array): number | null {
  for (const chunk of chunks(bytes)) {
    if (chunk.type === "IDAT" || chunk.type === "IEND") return null;
    if (chunk.type !== "pHYs") continue;
    if (chunk.data.length < 9 || chunk.data[8] !== 1) return null;
    const perMetre = Math.min(uint32(chunk.data, 0), uint32(chunk.data, 4));
    return perMetre > 0 ? Math.round(perMetre * METRES_PER_INCH) : null;
  }
  return null;
}

export interface LogoFileInput {
  /** When given (always on the server) the content is checked, not just the label. */
  bytes?: Uint8Array;
  size: number;
  type: string;
  name: string;
}

/**
 * Null when the file is acceptable, else the spec's message. Order: presence,
 * format, size, then content (dimensions, DPI). A file must claim PNG by type
 * and name and, when its bytes are known, really be one — a renamed JPEG is
 * refused. DPI of 300 or more passes; the spec only refuses "DPI below 300".
 */
export function validateLogoFile(file: LogoFileInput | null | undefined): string | null {
  if (!file) return LOGO_MESSAGES.noFile;
  const { bytes } = file;
  const claimsPng = file.type.toLowerCase() === "image/png" && file.name.toLowerCase().endsWith(".png");
  if (!claimsPng || (bytes !== undefined && !isPng(bytes))) return LOGO_MESSAGES.notPng;
  const size = bytes?.length ?? file.size;
  if (size < LOGO_MIN_BYTES) return LOGO_MESSAGES.tooSmall;
  if (size > LOGO_MAX_BYTES) return LOGO_MESSAGES.tooLarge;
  if (bytes === undefined) return null;
  const dimensions = readPngDimensions(bytes);
  if (!dimensions || dimensions.width === 0 || dimensions.height === 0) return LOGO_MESSAGES.notPng;
  if (dimensions.width * dimensions.height > LOGO_MAX_PIXELS) return LOGO_MESSAGES.tooManyPixels;
  const dpi = readPngDpi(bytes);
  if (dpi === null) return LOGO_MESSAGES.noDpi;
  if (dpi < LOGO_REQUIRED_DPI) return lowDpiMessage(dpi);
  return null;
}
