import "server-only";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_SIZES, type ImageSize } from "../media";
import { getConfig } from "@/lib/config";

const PALETTES = [
  ["#e0f2f1", "#0d8573"],
  ["#e3f2fd", "#1565c0"],
  ["#fff3e0", "#e65100"],
  ["#f3e5f5", "#6a1b9a"],
  ["#e8f5e9", "#2e7d32"],
  ["#fce4ec", "#ad1457"],
  ["#ede7f6", "#4527a0"],
  ["#fffde7", "#f9a825"],
] as const;

function hash(s: string): number {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A clean packshot-style illustration (bottle, box or vial) chosen from the name, so seeding needs no files. */
function illustration(name: string): string {
  const h = hash(name);
  const [bg, fg] = PALETTES[h % PALETTES.length]!;
  const shape = (h >> 4) % 3;
  const body =
    shape === 0
      ? `<rect x="150" y="120" width="100" height="40" rx="8" fill="${fg}"/><rect x="120" y="160" width="160" height="200" rx="24" fill="${fg}" opacity=".9"/><rect x="140" y="220" width="120" height="80" rx="6" fill="#fff"/>`
      : shape === 1
        ? `<rect x="90" y="130" width="220" height="190" rx="10" fill="${fg}" opacity=".9"/><path d="M90 130l30-30h220l-30 30z" fill="${fg}"/><rect x="115" y="190" width="170" height="70" rx="6" fill="#fff"/>`
        : `<rect x="170" y="100" width="60" height="40" rx="6" fill="#94a3b8"/><rect x="155" y="140" width="90" height="230" rx="20" fill="${fg}" opacity=".9"/><rect x="170" y="210" width="60" height="90" rx="4" fill="#fff"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="${bg}"/><circle cx="200" cy="240" r="150" fill="#fff" opacity=".55"/>${body}<rect x="0" y="372" width="400" height="28" fill="${fg}" opacity=".12"/></svg>`;
}

const cacheDir = path.resolve(getConfig().MEDIA_CACHE_DIR);

export async function renderProductImage(size: ImageSize, name: string): Promise<Buffer> {
  const file = path.join(cacheDir, size, name);
  try {
    return await readFile(file);
  } catch {
    const px = IMAGE_SIZES[size];
    const out = await sharp(Buffer.from(illustration(name)))
      .resize(px, px)
      .webp({ quality: 78 })
      .toBuffer();
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, out).catch(() => undefined);
    return out;
  }
}
