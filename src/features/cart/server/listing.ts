import "server-only";
import { desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { addresses as addressTable, cartItems, products } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import {
  bestSellersIn,
  productImageUrl,
  cartDiscountPercent,
  discountApplies,
  discountEndsAt,
  quoteDate,
  quoteExpiredMessage,
  type ProductCard,
} from "@/features/catalog/server";
import { fromCents } from "@/lib/money";
import { cartProblems, exemptionForLocation } from "@/features/compliance/server";
import { cartOwnerOf, locationShipTo, sharingClinicContext, type LocationShipTo } from "@/features/clinic/server";
import { cartPageShows, type ShownLine } from "../kept-page-rules";
import { cartTotalCents, freeShippingProgress, lineTotalCents } from "../rules";
import type { CartAddressView, CartLocationShipTo } from "../types";
import { hintsFor } from "./hints";
import { loadProductLines, loadServiceLines, type ProductLine, type ServiceLine } from "./lines";
import { cartKeyFor, hasCart, ofCart, VIEW_ONLY_MESSAGE } from "./owner";

const money = (c: number | null | undefined) => (c === null || c === undefined ? null : fromCents(c));

export type CartProduct = ReturnType<typeof toCartProduct>;
export type CartService = ReturnType<typeof toCartPlan>;

const yesNo = (on: boolean): "Y" | "N" => (on ? "Y" : "N");

function toCartProduct(l: ProductLine, now: Date) {
  // Under a quote the buyer sees the quoted price only, not the product's catalog or sale price.
  const quoted = l.quote !== null && !l.quoteExpired;
  const live =
    !quoted &&
    discountApplies({
      catalogCents: l.catalogCents,
      discountedCents: l.discountedCents,
      discountEnd: l.discountEnd,
      now,
    });
  const line = lineTotalCents({ unitCents: l.unitCents, quantity: l.quantity });
  return {
    id: l.variationId ?? l.productId,
    product_id: l.productId,
    parent_id: l.variationId ? l.productId : 0,
    name: l.caption ? `${l.name} — ${l.caption}` : l.name,
    sku: l.sku,
    slug: l.slug,
    parent_slug: l.slug,
    vendor_id: l.vendorId,
    image: l.image ? productImageUrl(l.image).thumbnail : "/placeholder.svg",
    price: money(l.unitCents),
    price_catalog: quoted || l.unitCents === null ? null : money(l.catalogCents),
    quoted_price: quoted ? { price: fromCents(l.quote!.priceCents), valid_until: quoteDate(l.quote!) } : null,
    notice: l.quote && l.quoteExpired ? quoteExpiredMessage(l.name, l.quote) : null,
    price_discounted: live ? money(l.discountedCents) : null,
    price_discounted_end: live && l.discountEnd ? new Date(l.discountEnd).toISOString() : null,
    discount_percent:
      live && l.catalogCents && l.discountedCents ? cartDiscountPercent(l.catalogCents, l.discountedCents) : null,
    max_quantity_threshold: l.threshold,
    max_available_quantity: l.stock,
    minimum_order: l.minimumOrder,
    line_total: fromCents(line),
    line_total_cents: line,
    cart_items: { id: l.cartId, quantity: l.quantity, checked: yesNo(l.checked) },
    available: l.available,
    regulatory_class: l.regulatoryClass,
  };
}

function toCartPlan(s: ServiceLine) {
  return {
    id: s.planId,
    service_id: s.serviceId,
    vendor_id: s.providerId,
    name: s.planName,
    type: s.planType,
    fee: fromCents(s.feeCents),
    additional_fee: fromCents(s.additionalFeeCents),
    equipment_fee: fromCents(s.equipmentFeeCents),
    service: { name: s.serviceName, slug: s.serviceSlug, image: "/placeholder.svg" },
    total: fromCents(s.totalCents),
    total_cents: s.totalCents,
    cart_items: { id: s.cartId, number_of_license: s.licences, checked: yesNo(s.checked) },
  };
}

/** Groups lines by key keeping first-seen order (lines arrive sorted by vendor name). */
function groupBy<T, K>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const it of items) out.set(key(it), [...(out.get(key(it)) ?? []), it]);
  return out;
}

/** A line counts towards totals when ticked and still for sale (an unavailable one stays, shown as such). */
const counts = (l: ProductLine) => l.checked && l.available;

/**
 * SPEC §7 cart-listing-app: a fixed number of queries whatever the number of lines. The cart's owner
 * and the compliance check read the session's clinic once between them.
 */
export async function cartListing(viewer: Viewer, opts: { related?: boolean } = {}, now = new Date()) {
  return (await sharingClinicContext(() => readCartListing(viewer, opts, now))).listing;
}

/**
 * The cart page: its listing and its "Cheaper elsewhere" hints from one read of the lines, so the
 * hints are drawn with the page (they sit above the lines: arriving later, they pushed every line down).
 */
export async function cartPage(viewer: Viewer, now = new Date()) {
  return sharingClinicContext(async () => {
    const { listing, lines, locationId } = await readCartListing(viewer, {}, now);
    const shows = viewer.sessionId
      ? {
          sessionId: viewer.sessionId,
          userId: viewer.id,
          ...cartPageShows({
            userId: viewer.id,
            sessionId: viewer.sessionId,
            locationId,
            lines: lines.map(shownLine),
            now: now.getTime(),
          }),
        }
      : null;
    return { listing, hints: await hintsFor(viewer, lines), shows };
  });
}

/** What a line shows for keeping the page: its product, its item, and when its discount or quote ends. */
function shownLine(l: ProductLine): ShownLine {
  const changesAt: number[] = [];
  if (l.discountEnd) changesAt.push(discountEndsAt(l.discountEnd));
  if (l.quote) changesAt.push(new Date(l.quote.validUntil).getTime());
  return { productId: l.productId, itemId: l.itemId, changesAt: changesAt.filter(Number.isFinite) };
}

async function readCartListing(viewer: Viewer, opts: { related?: boolean }, now: Date) {
  const db = await getDb();
  // the active location's cart, whoever of its members added each line
  const key = await cartKeyFor(db, viewer);
  if (!hasCart(key)) return { listing: noCart(), lines: [], locationId: null };
  const [lines, services, addresses, shipTo, owner, exemption] = await Promise.all([
    loadProductLines(db, key, now),
    loadServiceLines(db, key),
    db
      .select({
        id: addressTable.id,
        label: addressTable.label,
        full_name: addressTable.fullName,
        line1: addressTable.line1,
        line2: addressTable.line2,
        city: addressTable.city,
        state: addressTable.state,
        zip: addressTable.zip,
        country: addressTable.country,
        phone: addressTable.phone,
        is_default_shipping: addressTable.isDefaultShipping,
        is_default_billing: addressTable.isDefaultBilling,
      })
      .from(addressTable)
      .where(eq(addressTable.userId, viewer.id))
      .orderBy(desc(addressTable.isDefaultShipping), addressTable.id) satisfies Promise<CartAddressView[]>,
    key.locationId === null ? null : locationShipTo(db, key.locationId),
    key.locationId === null ? null : cartOwnerOf(db, key.locationId),
    key.locationId === null ? null : exemptionForLocation(key.locationId, now),
  ]);
  // each regulated line says why this location may not buy it yet (the same check add-to-cart made)
  const verdicts = await cartProblems(
    viewer,
    lines.map((l) => l.regulatoryClass),
    now,
  );
  const problems = new Map(lines.map((l, i) => [l.cartId, verdicts[i] ?? null]));
  const vendorProducts = [...groupBy(lines, (l) => l.vendorId)].map(([vendorId, ls]) => {
    const subtotal = cartTotalCents(
      ls.map((l) => ({ unitCents: l.unitCents, quantity: l.quantity, checked: counts(l) })),
    );
    const progress = freeShippingProgress(subtotal, ls[0]!.freeShippingCents);
    return {
      id: vendorId,
      name: ls[0]!.vendorName,
      slug: ls[0]!.vendorSlug,
      minimum_amount_for_free_shipping: money(ls[0]!.freeShippingCents),
      shipping_fee: money(ls[0]!.shippingFeeCents),
      subtotal: fromCents(subtotal),
      subtotal_cents: subtotal,
      free_shipping: {
        percent: progress.percent,
        remaining: fromCents(progress.remainingCents),
        reached: progress.reached,
      },
      products: ls.map((l) => ({ ...toCartProduct(l, now), compliance_problem: problems.get(l.cartId) ?? null })),
    };
  });
  const vendorServices = [...groupBy(services, (s) => s.providerId)].map(([providerId, ss]) => ({
    id: providerId,
    name: ss[0]!.providerName,
    slug: ss[0]!.providerSlug,
    subtotal: fromCents(cartTotalCents(ss.map((s) => ({ unitCents: s.totalCents, quantity: 1, checked: s.checked })))),
    plans: ss.map(toCartPlan),
  }));
  const totalCents = cartTotalCents([
    ...lines.map((l) => ({ unitCents: l.unitCents, quantity: l.quantity, checked: counts(l) })),
    ...services.map((s) => ({ unitCents: s.totalCents, quantity: 1, checked: s.checked })),
  ]);
  const relatedProducts: ProductCard[] =
    opts.related && lines.length
      ? await related(
          viewer,
          lines.map((l) => l.productId),
        )
      : [];
  const listing = {
    success: true,
    vendorProducts,
    vendorServices,
    relatedProducts,
    count: lines.length + services.length,
    addresses,
    ship_to_location: shipToView(shipTo, exemption),
    cart_owner: owner,
    total: fromCents(totalCents),
    total_cents: totalCents,
  };
  return { listing, lines, locationId: key.locationId };
}

/** Where a clinic member's order ships unless they choose otherwise: the location they act for. */
function shipToView(l: LocationShipTo | null, exemption: string | null): CartLocationShipTo | null {
  if (!l) return null;
  return {
    location_id: l.locationId,
    name: l.name,
    full_name: l.fullName,
    line1: l.line1,
    line2: l.line2,
    city: l.city,
    state: l.state,
    zip: l.zip,
    complete: l.complete,
    other_addresses_allowed: l.otherAddressesAllowed,
    tax_exemption: exemption,
  };
}

/** A clinic viewer's answer: nothing to show, and the sentence that says why. */
function noCart() {
  return {
    success: true,
    vendorProducts: [],
    vendorServices: [],
    relatedProducts: [],
    count: 0,
    addresses: [],
    ship_to_location: null,
    cart_owner: null,
    total: 0,
    total_cents: 0,
    notice: VIEW_ONLY_MESSAGE,
  };
}

/** Same-category products not already in the cart, best sellers first. */
async function related(viewer: Viewer, productIds: number[]): Promise<ProductCard[]> {
  const db = await getDb();
  const categories = await db
    .selectDistinct({ id: products.categoryId })
    .from(products)
    .where(inArray(products.id, productIds));
  return bestSellersIn(
    categories.map((c) => c.id),
    new Set(productIds),
    viewer,
  );
}

/**
 * The cart page's related row on its own (GET /api/cart/related): the row sits below the lines, so the page
 * reads it when it comes near the screen instead of with every listing of the cart.
 */
export async function cartRelated(viewer: Viewer): Promise<ProductCard[]> {
  const db = await getDb();
  const key = await cartKeyFor(db, viewer);
  if (!hasCart(key)) return [];
  // the cart's products and their categories in one read
  const lines = await db
    .select({ productId: cartItems.productId, categoryId: products.categoryId })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(ofCart(cartItems, key));
  const categories = [...new Set(lines.map((l) => l.categoryId))];
  return lines.length ? bestSellersIn(categories, new Set(lines.map((l) => l.productId)), viewer) : [];
}
