import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { couponRedemptions, coupons } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { canBuy, quoteExpiredMessage, upgradeMessage } from "@/features/catalog/server";
import type { ProductLine, ServiceLine } from "@/features/cart/server";
import { checkAddQuantity, lineTotalCents } from "@/features/cart/server";
import { couponDiscount, shippingCents, type CouponRow } from "../rules";
import { orderTax, orderTotalCents, taxableCents, type OrderTax } from "@/features/orders";
import { AppError } from "@/lib/errors";
import { rfqQuoteProblem } from "../quote-door-rules";

export type LockedCoupon = { id: number; code: string; row: CouponRow; buyerUses: number };

/** Locks every coupon named in the checkout so concurrent checkouts count uses one after another. */
export async function lockCoupons(
  tx: Db,
  userId: string,
  codes: Record<string, string>,
): Promise<Map<string, LockedCoupon>> {
  const wanted = [
    ...new Set(
      Object.values(codes)
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    ),
  ].sort();
  if (!wanted.length) return new Map();
  const r = couponRedemptions;
  const rows = await tx
    .select({
      coupon: coupons,
      buyerUses: sql<number>`(select count(*) from ${r} where ${r.couponId} = ${coupons.id} and ${r.userId} = ${userId})::int`,
    })
    .from(coupons)
    .where(inArray(sql`upper(${coupons.code})`, wanted))
    .orderBy(coupons.id)
    .for("update", { of: coupons });
  return new Map(
    rows.map(({ coupon: c, buyerUses }) => [
      c.code.toUpperCase(),
      {
        id: c.id,
        code: c.code,
        buyerUses: Number(buyerUses),
        row: {
          vendorId: c.vendorId,
          kind: c.kind,
          value: c.value,
          minOrderCents: c.minOrderCents,
          startsAt: c.startsAt,
          expiresAt: c.expiresAt,
          perBuyerLimit: c.perBuyerLimit,
          totalLimit: c.totalLimit,
          usedCount: c.usedCount,
        },
      },
    ]),
  );
}

export type DraftItem = {
  productId: number | null;
  variationId: number | null;
  servicePlanId: number | null;
  name: string;
  sku: string | null;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  /** the accepted RFQ quote line it is bought at, and every vendor's median price then (savings read both) */
  quoteLineId: number | null;
  medianOfferCents: number | null;
};
export type VendorOrderDraft = {
  vendorId: number;
  vendorName: string;
  kind: "vendor" | "service-provider";
  items: DraftItem[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  /** sales tax by the ship-to state, on the goods after discount; none under a verified exemption */
  tax: OrderTax;
  totalCents: number;
  couponId: number | null;
};

/** A line at an RFQ quote: the buyer's (or their location's), accepted, in date and within its quantity. */
export function assertQuoteHeld(l: ProductLine, buyer: Viewer, locationId: number | null, now: Date): void {
  if (!l.rfqQuote) return;
  const label = l.caption ? `${l.name} (${l.caption})` : l.name;
  const problem = rfqQuoteProblem({
    quote: l.rfqQuote,
    label,
    quantity: l.quantity,
    buyerId: buyer.id,
    locationId,
    now,
  });
  if (problem) throw new AppError("UNPROCESSABLE", problem, { cart_id: l.cartId });
}

/** Re-checks every line against today's rules and prices; the first problem stops the whole checkout. */
export function assertBuyable(viewer: Viewer, l: ProductLine): void {
  const gate = canBuy({
    viewer: { level: viewer.level, isSalesRep: viewer.isSalesRep },
    product: {
      vendorId: l.vendorId,
      type: l.variationId ? "simple" : l.type,
      inStock: l.inStock as "Y" | "N",
      quantity: l.stock,
      priceCents: l.unitCents,
      level: l.level,
      seePrice: l.seePrice,
    },
  });
  const label = l.caption ? `${l.name} (${l.caption})` : l.name;
  if (!l.available)
    throw new AppError("UNPROCESSABLE", `${label} is no longer available; please remove it from your cart.`, {
      cart_id: l.cartId,
    });
  if (!gate.ok && gate.reason === "see-price" && l.quote && l.quoteExpired)
    throw new AppError("UNPROCESSABLE", quoteExpiredMessage(label, l.quote), { cart_id: l.cartId });
  if (!gate.ok) {
    const why =
      gate.reason === "out-of-stock"
        ? "is out of stock"
        : gate.reason === "no-price"
          ? "has no price"
          : gate.reason === "level"
            ? `needs level ${l.level}: ${upgradeMessage(l.level)}`
            : "cannot be bought online";
    throw new AppError("UNPROCESSABLE", `${label} ${why}.`, { cart_id: l.cartId });
  }
  if (l.quantity > l.stock)
    throw new AppError("UNPROCESSABLE", `${label}: only ${l.stock} left in stock.`, { cart_id: l.cartId });
  const q = checkAddQuantity({
    inCart: 0,
    quantity: l.quantity,
    minimumOrder: l.minimumOrder,
    threshold: l.threshold,
    available: l.stock,
  });
  if (!q.ok) throw new AppError("UNPROCESSABLE", `${label}: ${q.message}`, { cart_id: l.cartId });
}

export function priceVendorOrders({
  viewer,
  productLines,
  serviceLines,
  coupons,
  couponRows,
  shipToState,
  exemption,
  now,
}: {
  viewer: Viewer;
  productLines: ProductLine[];
  serviceLines: ServiceLine[];
  coupons: Record<string, string>;
  couponRows: Map<string, LockedCoupon>;
  shipToState: string | null | undefined;
  /** the ship-to location's verified tax-exemption certificate, when the order ships there */
  exemption?: string | null;
  now: Date;
}): VendorOrderDraft[] {
  const drafts = new Map<string, VendorOrderDraft>();
  const draft = (kind: VendorOrderDraft["kind"], vendorId: number, vendorName: string) => {
    const key = `${kind}:${vendorId}`;
    if (!drafts.has(key))
      drafts.set(key, {
        vendorId,
        vendorName,
        kind,
        items: [],
        subtotalCents: 0,
        discountCents: 0,
        shippingCents: 0,
        tax: { state: null, rateBps: 0, taxCents: 0 },
        totalCents: 0,
        couponId: null,
      });
    return drafts.get(key)!;
  };
  const freeShipping = new Map<number, number | null>();
  const shippingFee = new Map<number, number | null>();
  for (const l of productLines) {
    assertBuyable(viewer, l);
    const unit = l.unitCents!;
    freeShipping.set(l.vendorId, l.freeShippingCents);
    shippingFee.set(l.vendorId, l.shippingFeeCents);
    draft("vendor", l.vendorId, l.vendorName).items.push({
      productId: l.productId,
      variationId: l.variationId,
      servicePlanId: null,
      name: l.caption ? `${l.name} — ${l.caption}` : l.name,
      sku: l.sku,
      unitPriceCents: unit,
      quantity: l.quantity,
      lineTotalCents: lineTotalCents({ unitCents: unit, quantity: l.quantity }),
      quoteLineId: l.quoteLineId,
      medianOfferCents: null,
    });
  }
  for (const s of serviceLines) {
    draft("service-provider", s.providerId, s.providerName).items.push({
      productId: null,
      variationId: null,
      servicePlanId: s.planId,
      name: `${s.serviceName} — ${s.planName}`,
      sku: null,
      unitPriceCents: s.feeCents,
      quantity: s.licences,
      lineTotalCents: s.totalCents,
      quoteLineId: null,
      medianOfferCents: null,
    });
  }
  for (const d of drafts.values()) {
    d.subtotalCents = d.items.reduce((n, it) => n + it.lineTotalCents, 0);
    const code = d.kind === "vendor" ? coupons[String(d.vendorId)]?.trim() : undefined;
    if (code) {
      const locked = couponRows.get(code.toUpperCase());
      const res = couponDiscount({
        coupon: locked?.row,
        vendorId: d.vendorId,
        subtotalCents: d.subtotalCents,
        buyerUses: locked?.buyerUses ?? 0,
        now,
      });
      if (!res.ok)
        throw new AppError("UNPROCESSABLE", `Coupon ${code} (${d.vendorName}): ${res.message}`, {
          vendor_id: d.vendorId,
        });
      d.discountCents = res.discountCents;
      d.couponId = locked!.id;
    }
    d.shippingCents =
      d.kind === "vendor"
        ? shippingCents(d.subtotalCents, freeShipping.get(d.vendorId), shippingFee.get(d.vendorId))
        : 0;
    d.tax = orderTax({ shipToState, taxableCents: taxableCents(d.subtotalCents, d.discountCents), exemption });
    d.totalCents = orderTotalCents({ ...d, taxCents: d.tax.taxCents });
  }
  return [...drafts.values()];
}
