import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { serviceProviders, vendors } from "@/db/schema";
import { productImageUrl, removeUploadedImage } from "@/features/catalog/server";
import { announceChange } from "@/lib/change-bus";
import { badRequest, forbidden } from "@/lib/errors";
import { fromCents } from "@/lib/money";
import { can } from "../../rules";
import { shippingFeeProblem } from "../rules";
import type { ShopSettingsInput } from "../schema";
import { storeCheckedPicture } from "../../server/uploaded-picture";
import type { VendorContext } from "../../server/access";

export const SHOP_PICTURES = ["logo", "header"] as const;
export type ShopPicture = (typeof SHOP_PICTURES)[number];

const pictures = (row: { logoFile: string | null; headerFile: string | null }) => ({
  logo: row.logoFile ? productImageUrl(row.logoFile) : null,
  header: row.headerFile ? productImageUrl(row.headerFile) : null,
});

/**
 * A vendor's shop settings, or a service provider's profile (description, logo and header: providers
 * sell plans, so they have no shipping amounts or payment terms).
 */
export async function getShopSettings(ctx: VendorContext) {
  const db = await getDb();
  if (ctx.vendorId === null) {
    const [p] = await db.select().from(serviceProviders).where(eq(serviceProviders.id, ctx.serviceProviderId!));
    return {
      kind: "provider" as const,
      name: p!.name,
      slug: p!.slug,
      about: p!.about,
      free_shipping_minimum: null,
      shipping_fee: null,
      payment_terms: null,
      return_window_days: null,
      ...pictures(p!),
    };
  }
  const [v] = await db.select().from(vendors).where(eq(vendors.id, ctx.vendorId));
  return {
    kind: "vendor" as const,
    name: v!.name,
    slug: v!.slug,
    about: v!.about,
    free_shipping_minimum:
      v!.minimumAmountForFreeShippingCents === null ? null : fromCents(v!.minimumAmountForFreeShippingCents),
    shipping_fee: v!.shippingFeeCents === null ? null : fromCents(v!.shippingFeeCents),
    payment_terms: v!.paymentTerms,
    return_window_days: v!.returnWindowDays,
    ...pictures(v!),
  };
}

/** A provider's profile changed: its page is the only copy, so the page cache drops (no catalog index holds it). */
const announceSeller = (ctx: VendorContext) =>
  ctx.vendorId !== null
    ? announceChange({ kind: "vendor", ids: [ctx.vendorId] })
    : announceChange({ kind: "provider", ids: [ctx.serviceProviderId!] });

/**
 * Saves what was sent. The description is daily work; shipping amounts are prices, and payment terms
 * and the return window are money matters, so those need a role that may change prices or payouts (staff are refused, nothing saved).
 */
export async function updateShopSettings(ctx: VendorContext, input: ShopSettingsInput) {
  const touchesPrices = input.free_shipping_minimum !== undefined || input.shipping_fee !== undefined;
  const touchesTerms = input.payment_terms !== undefined || input.return_window_days !== undefined;
  if (ctx.vendorId === null && (touchesPrices || touchesTerms))
    throw badRequest("A service provider's profile has a description, a logo and a header; nothing was saved.");
  if (touchesPrices && !can(ctx.role, "change_prices"))
    throw forbidden(`Your role (${ctx.role}) cannot change shipping amounts; ask your shop's owner.`);
  if (touchesTerms && !can(ctx.role, "manage_payouts"))
    throw forbidden(`Your role (${ctx.role}) cannot change payment terms or the return window; ask your shop's owner.`);
  const feeProblem = shippingFeeProblem(input.shipping_fee ?? null);
  if (feeProblem) throw badRequest(feeProblem);
  const set: Partial<typeof vendors.$inferInsert> = {};
  if (input.about !== undefined) set.about = input.about;
  if (input.free_shipping_minimum !== undefined)
    set.minimumAmountForFreeShippingCents = input.free_shipping_minimum || null;
  if (input.shipping_fee !== undefined) set.shippingFeeCents = input.shipping_fee;
  if (input.payment_terms !== undefined) set.paymentTerms = input.payment_terms || null;
  if (input.return_window_days !== undefined) set.returnWindowDays = input.return_window_days;
  if (Object.keys(set).length === 0) throw badRequest("Nothing to save: send at least one setting.");
  const db = await getDb();
  if (ctx.vendorId !== null) await db.update(vendors).set(set).where(eq(vendors.id, ctx.vendorId));
  else
    await db.update(serviceProviders).set({ about: set.about }).where(eq(serviceProviders.id, ctx.serviceProviderId!));
  await announceSeller(ctx);
  return getShopSettings(ctx);
}

/**
 * Replaces the shop's (or a provider's profile's) logo or header. The bytes are checked by what they
 * contain (as listing pictures) and re-encoded; a refused upload stores nothing and keeps the old picture. The old files go after the
 * row points at the new ones, so the storefront never links a missing picture.
 */
export async function setShopPicture(ctx: VendorContext, kind: ShopPicture, bytes: Uint8Array) {
  const name = await storeCheckedPicture(
    bytes,
    ctx.vendorId ?? ctx.serviceProviderId ?? 0,
    kind === "logo" ? "square" : "banner",
  );
  let old: string | null = null;
  try {
    old = await swapPicture(ctx, kind, name);
  } catch (err) {
    await removeUploadedImage(name);
    throw err;
  }
  await announceSeller(ctx);
  if (old) await removeUploadedImage(old).catch(() => {});
  return { kind, name, urls: productImageUrl(name) };
}

/** Points the seller's row at the new picture and answers the one it replaced. */
async function swapPicture(ctx: VendorContext, kind: ShopPicture, name: string): Promise<string | null> {
  const db = await getDb();
  const set = kind === "logo" ? { logoFile: name } : { headerFile: name };
  if (ctx.vendorId !== null) {
    const column = kind === "logo" ? vendors.logoFile : vendors.headerFile;
    const [before] = await db.select({ file: column }).from(vendors).where(eq(vendors.id, ctx.vendorId));
    await db.update(vendors).set(set).where(eq(vendors.id, ctx.vendorId));
    return before?.file ?? null;
  }
  const column = kind === "logo" ? serviceProviders.logoFile : serviceProviders.headerFile;
  const id = eq(serviceProviders.id, ctx.serviceProviderId!);
  const [before] = await db.select({ file: column }).from(serviceProviders).where(id);
  await db.update(serviceProviders).set(set).where(id);
  return before?.file ?? null;
}
