import "server-only";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_SIZES, type ImageSize } from "../media";
import { and, eq, or, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { productImages, productQuickFacts, products, productVideos, serviceProviders, vendors } from "@/db/schema";
import { getConfig } from "@/lib/config";
import { productKind, type ProductKind } from "../product-kind";
import { kindArt } from "./placeholder-art";
import { readUploadedImage, UPLOADED_IMAGE_NAME } from "./uploaded-images";

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

/** The product's picture before the vendor uploads one: its kind's silhouette in a colour from its name. */
function illustration(seed: string, kind: ProductKind): string {
  const [bg, fg] = PALETTES[hash(seed) % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="${bg}"/><circle cx="200" cy="240" r="150" fill="#fff" opacity=".55"/>${kindArt(kind, fg)}<rect x="0" y="372" width="400" height="28" fill="${fg}" opacity=".12"/></svg>`;
}

/** `p123-0.webp` is product 123's first picture: its name and Form quick fact decide what is drawn. */
export async function placeholderFor(name: string): Promise<{ seed: string; kind: ProductKind }> {
  const m = /^p(\d+)-\d+\./.exec(name);
  if (!m) return { seed: name, kind: "box" };
  const db = await getDb();
  const [row] = await db
    .select({ name: products.name, form: productQuickFacts.name })
    .from(products)
    .leftJoin(productQuickFacts, and(eq(productQuickFacts.productId, products.id), eq(productQuickFacts.type, "Form")))
    .where(eq(products.id, Number(m[1])))
    .limit(1);
  return row ? { seed: row.name, kind: productKind(row.name, row.form) } : { seed: name, kind: "box" };
}

/**
 * Whether `name` is a picture the catalog links to: a product image row, or `video-{id}.webp`, the
 * poster of an existing video. Anything else is never drawn or written to the cache.
 */
export async function isKnownImage(name: string): Promise<boolean> {
  const db = await getDb();
  const video = /^video-(\d{1,9})\.webp$/.exec(name);
  if (video) {
    const [row] = await db
      .select({ id: productVideos.id })
      .from(productVideos)
      .where(eq(productVideos.id, Number(video[1])))
      .limit(1);
    return Boolean(row);
  }
  const [row] = await db
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.name, name))
    .limit(1);
  if (row || !UPLOADED_IMAGE_NAME.test(name)) return Boolean(row);
  // a shop's (or a service provider's) uploaded logo and header are stored the same way as listing pictures
  const [shop] = await queryRows<{ found: boolean }>(
    db,
    sql`select (exists (select 1 from ${vendors} where ${or(eq(vendors.logoFile, name), eq(vendors.headerFile, name))})
        or exists (select 1 from ${serviceProviders}
          where ${or(eq(serviceProviders.logoFile, name), eq(serviceProviders.headerFile, name))})) as found`,
  );
  return Boolean(shop?.found);
}

const cacheDir = path.resolve(getConfig().MEDIA_CACHE_DIR);

/** The picture, drawn once and cached on disk; null when no product image or video has that name. */
export async function renderProductImage(size: ImageSize, name: string): Promise<Buffer | null> {
  // looked up first, even before the cache: a removed image stops being served
  if (!(await isKnownImage(name))) return null;
  // a vendor's own picture was re-encoded into every size at upload; it is never drawn
  if (UPLOADED_IMAGE_NAME.test(name)) return readUploadedImage(size, name);
  // "kinds" names this drawing's generation, so pictures cached by an older renderer are not reused
  const file = path.join(cacheDir, "kinds", size, name);
  try {
    return await readFile(file);
  } catch {
    const px = IMAGE_SIZES[size];
    const { seed, kind } = await placeholderFor(name);
    const out = await sharp(Buffer.from(illustration(seed, kind)))
      .resize(px, px)
      .webp({ quality: 78 })
      .toBuffer();
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, out).catch(() => undefined);
    return out;
  }
}
