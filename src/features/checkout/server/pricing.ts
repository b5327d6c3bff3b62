import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "@/db/client";
import type { Viewer } from "@/features/accounts/server";
import { canBuy, upgradeMessage } from "@/features/catalog/server";
import type { ProductLine, ServiceLine } from "@/features/cart/server";
import { checkAddQuantity, lineTotalCents } from "@/features/cart/server";
import { couponDiscount, shippingCents, type CouponRow } from "../rules";
import { AppError } from "@/lib/errors";

export type LockedCoupon = { id: number; code: string; row: CouponRow; buyerUses: number };

type CouponDbRow = {
  id: number;
  code: string;
  vendor_id: number;
  kind: string;
  value: number;
  min_order_cents: number;
  expires_at: string | null;
  per_buyer_limit: number | null;
  total_limit: number | null;
  used_count: number;
  buyer_uses: number;
};

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
  const rows = await queryRows<CouponDbRow>(
    tx,
    sql`select c.*, (select count(*) from coupon_redemptions r where r.coupon_id = c.id and r.user_id = ${userId})::int as buyer_uses
    from coupons c where upper(c.code) in (${sql.join(
      wanted.map((w) => sql`${w}`),
      sql`, `,
    )}) order by c.id for update of c`,
  );
  return new Map(
    rows.map((r) => [
      r.code.toUpperCase(),
      {
        id: r.id,
        code: r.code,
        buyerUses: r.buyer_uses,
        row: {
          vendorId: r.vendor_id,
          kind: r.kind,
          value: r.value,
          minOrderCents: r.min_order_cents,
          expiresAt: r.expires_at,
          perBuyerLimit: r.per_buyer_limit,
          totalLimit: r.total_limit,
          usedCount: r.used_count,
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
};
export type VendorOrderDraft = {
  vendorId: number;
  vendorName: string;
  kind: "vendor" | "service-provider";
  items: DraftItem[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  couponId: number | null;
};

/** Re-checks every line against today's rules and prices; the first problem stops the whole checkout. */
function assertBuyable(viewer: Viewer, l: ProductLine): void {
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
  now,
}: {
  viewer: Viewer;
  productLines: ProductLine[];
  serviceLines: ServiceLine[];
  coupons: Record<string, string>;
  couponRows: Map<string, LockedCoupon>;
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
        totalCents: 0,
        couponId: null,
      });
    return drafts.get(key)!;
  };
  const freeShipping = new Map<number, number | null>();
  for (const l of productLines) {
    assertBuyable(viewer, l);
    const unit = l.unitCents!;
    freeShipping.set(l.vendorId, l.freeShippingCents);
    draft("vendor", l.vendorId, l.vendorName).items.push({
      productId: l.productId,
      variationId: l.variationId,
      servicePlanId: null,
      name: l.caption ? `${l.name} — ${l.caption}` : l.name,
      sku: l.sku,
      unitPriceCents: unit,
      quantity: l.quantity,
      lineTotalCents: lineTotalCents({ unitCents: unit, quantity: l.quantity }),
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
    d.shippingCents = d.kind === "vendor" ? shippingCents(d.subtotalCents, freeShipping.get(d.vendorId)) : 0;
    d.totalCents = d.subtotalCents - d.discountCents + d.shippingCents;
  }
  return [...drafts.values()];
}
