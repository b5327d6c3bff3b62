import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { getDb } from "@/db/client";
import { vendors } from "@/db/schema";
import {
  IMAGE_SIZES,
  productImageUrl,
  removeUploadedImage,
  storeUploadedImage,
  type ImageSize,
} from "@/features/catalog/server";
import { announceChange } from "@/lib/change-bus";
import { AppError, badRequest, forbidden } from "@/lib/errors";
import { fromCents } from "@/lib/money";
import { can } from "../rules";
import { LISTING_IMAGE_MAX_PIXELS, listingImageProblem } from "../image-rules";
import { shippingFeeProblem } from "../shop-rules";
import type { ShopSettingsInput } from "../shop-schemas";
import { vendorIdOf, type VendorContext } from "./access";

export const SHOP_PICTURES = ["logo", "header"] as const;
export type ShopPicture = (typeof SHOP_PICTURES)[number];

export async function getShopSettings(ctx: VendorContext) {
  const db = await getDb();
  const [v] = await db
    .select()
    .from(vendors)
    .where(eq(vendors.id, vendorIdOf(ctx)));
  return {
    name: v!.name,
    slug: v!.slug,
    about: v!.about,
    free_shipping_minimum:
      v!.minimumAmountForFreeShippingCents === null ? null : fromCents(v!.minimumAmountForFreeShippingCents),
    shipping_fee: v!.shippingFeeCents === null ? null : fromCents(v!.shippingFeeCents),
    payment_terms: v!.paymentTerms,
    logo: v!.logoFile ? productImageUrl(v!.logoFile) : null,
    header: v!.headerFile ? productImageUrl(v!.headerFile) : null,
  };
}

/**
 * Saves what was sent. The description is daily work; shipping amounts are prices and payment terms
 * are money matters, so those need a role that may change prices or payouts (staff are refused, nothing saved).
 */
export async function updateShopSettings(ctx: VendorContext, input: ShopSettingsInput) {
  const vendorId = vendorIdOf(ctx);
  const touchesPrices = input.free_shipping_minimum !== undefined || input.shipping_fee !== undefined;
  if (touchesPrices && !can(ctx.role, "change_prices"))
    throw forbidden(`Your role (${ctx.role}) cannot change shipping amounts; ask your shop's owner.`);
  if (input.payment_terms !== undefined && !can(ctx.role, "manage_payouts"))
    throw forbidden(`Your role (${ctx.role}) cannot change payment terms; ask your shop's owner.`);
  const feeProblem = shippingFeeProblem(input.shipping_fee ?? null);
  if (feeProblem) throw badRequest(feeProblem);
  const set: Partial<typeof vendors.$inferInsert> = {};
  if (input.about !== undefined) set.about = input.about;
  if (input.free_shipping_minimum !== undefined)
    set.minimumAmountForFreeShippingCents = input.free_shipping_minimum || null;
  if (input.shipping_fee !== undefined) set.shippingFeeCents = input.shipping_fee;
  if (input.payment_terms !== undefined) set.paymentTerms = input.payment_terms || null;
  if (Object.keys(set).length === 0) throw badRequest("Nothing to save: send at least one setting.");
  const db = await getDb();
  await db.update(vendors).set(set).where(eq(vendors.id, vendorId));
  await announceChange({ kind: "vendor", ids: [vendorId] });
  return getShopSettings(ctx);
}

async function inspect(bytes: Uint8Array) {
  try {
    const meta = await sharp(bytes, { limitInputPixels: LISTING_IMAGE_MAX_PIXELS, failOn: "error" }).metadata();
    return { format: meta.format, width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

// A logo is square like product pictures; a header is a wide banner, stored in the same three slots at widths.
const HEADER_WIDTH: Record<ImageSize, number> = { thumbnail: 640, medium: 1280, large: 1920 };

async function reencode(kind: ShopPicture, bytes: Uint8Array): Promise<Record<ImageSize, Buffer>> {
  const out = {} as Record<ImageSize, Buffer>;
  for (const [size, px] of Object.entries(IMAGE_SIZES) as [ImageSize, number][]) {
    const img = sharp(bytes, { limitInputPixels: LISTING_IMAGE_MAX_PIXELS, failOn: "error" }).rotate();
    const sized =
      kind === "logo"
        ? img.resize(px, px, { fit: "contain", background: "#ffffff" })
        : img.resize(HEADER_WIDTH[size], Math.round(HEADER_WIDTH[size] / 4), { fit: "cover" });
    out[size] = await sized.flatten({ background: "#ffffff" }).webp({ quality: 80 }).toBuffer();
  }
  return out;
}

/**
 * Replaces the shop's logo or header. The bytes are checked by what they contain (as listing pictures)
 * and re-encoded; a refused upload stores nothing and keeps the old picture. The old files go after the
 * row points at the new ones, so the storefront never links a missing picture.
 */
export async function setShopPicture(ctx: VendorContext, kind: ShopPicture, bytes: Uint8Array) {
  const vendorId = vendorIdOf(ctx);
  const problem = listingImageProblem(bytes.length, bytes.length ? await inspect(bytes) : null);
  if (problem)
    throw new AppError(problem.startsWith("A picture must be at most") ? "TOO_LARGE" : "BAD_REQUEST", problem);
  let sizes: Record<ImageSize, Buffer>;
  try {
    sizes = await reencode(kind, bytes);
  } catch {
    throw badRequest("This picture could not be read; save it again as JPG or PNG and retry.");
  }
  // the uploaded-image name pattern keys files by a number: the vendor's id here
  const name = `u${vendorId}-${randomBytes(8).toString("hex")}.webp`;
  await storeUploadedImage(name, sizes);
  const db = await getDb();
  const column = kind === "logo" ? vendors.logoFile : vendors.headerFile;
  let old: string | null = null;
  try {
    const [before] = await db.select({ file: column }).from(vendors).where(eq(vendors.id, vendorId));
    old = before?.file ?? null;
    await db
      .update(vendors)
      .set(kind === "logo" ? { logoFile: name } : { headerFile: name })
      .where(eq(vendors.id, vendorId));
  } catch (err) {
    await removeUploadedImage(name);
    throw err;
  }
  await announceChange({ kind: "vendor", ids: [vendorId] });
  if (old) await removeUploadedImage(old).catch(() => {});
  return { kind, name, urls: productImageUrl(name) };
}
