/**
 * Pure state of the buy box shared by quick view and the product page: which
 * unit (product or chosen variation) is on show, and which action it offers.
 */
import { isSalesRepViewer } from "@/features/accounts";
import { toCents } from "../../lib/money";
import {
  canBuy,
  discountPercent,
  maxAllowed,
  showsUpgradePrompt,
  thresholdReached,
  type SeePrice,
  type Viewer,
} from "./rules";

/** What the buy box reads from whatever is bought: a simple product or one of a product's variations. */
type PanelBuyable = {
  id: number;
  sku: string;
  in_stock: "Y" | "N";
  quantity: number;
  minimum_order: number | null;
  max_quantity_threshold: number | null;
  quantity_in_cart: number;
  sample_product: boolean;
  price: number | null;
  price_catalog: number | null;
  price_discounted: number | null;
};

export type PanelVariation = PanelBuyable & { caption: string };

export type PanelProduct = PanelBuyable & {
  type: string;
  vendor_id: number;
  level: number;
  see_price: SeePrice;
  range: { min: number; max: number } | null;
  sub_products: PanelVariation[];
};

export type Unit = {
  variationId: number | null;
  sku: string;
  quantity: number;
  minimumOrder: number | null;
  threshold: number | null;
  inCart: number;
  sampleProduct: boolean;
  price: number | null;
  catalog: number | null;
  discounted: number | null;
  inStock: "Y" | "N";
};

export function findVariationBySku(product: Pick<PanelProduct, "sub_products">, sku: string): PanelVariation | null {
  const wanted = sku.trim().toLowerCase();
  if (!wanted) return null;
  return product.sub_products.find((v) => v.sku.toLowerCase() === wanted) ?? null;
}

/** The chosen variation, or the product itself when none is chosen (or it has none). */
export function selectedUnit(
  product: PanelProduct,
  variationId: number | null,
  cartOverride?: Record<string, number>,
): Unit {
  const v = variationId === null ? null : (product.sub_products.find((x) => x.id === variationId) ?? null);
  const key = String(v?.id ?? 0);
  if (v) {
    return {
      variationId: v.id,
      sku: v.sku,
      quantity: v.quantity,
      minimumOrder: v.minimum_order,
      threshold: v.max_quantity_threshold,
      inCart: cartOverride?.[key] ?? v.quantity_in_cart,
      sampleProduct: v.sample_product,
      price: v.price,
      catalog: v.price_catalog,
      discounted: v.price_discounted,
      inStock: v.in_stock,
    };
  }
  return {
    variationId: null,
    sku: product.sku,
    quantity: product.quantity,
    minimumOrder: product.minimum_order,
    threshold: product.max_quantity_threshold,
    inCart: cartOverride?.[key] ?? product.quantity_in_cart,
    sampleProduct: product.sample_product,
    price: product.price,
    catalog: product.price_catalog,
    discounted: product.price_discounted,
    inStock: product.in_stock,
  };
}

/** "25.01% OFF" for a live discount (SPEC §5, 2 decimals), else null. The server only sends live discounts. */
export function discountBadge(unit: Pick<Unit, "catalog" | "discounted">): string | null {
  const catalog = toCents(unit.catalog);
  const discounted = toCents(unit.discounted);
  if (!catalog || !discounted || catalog === discounted) return null;
  return `${discountPercent(catalog, discounted).toFixed(2)}% OFF`;
}

export type PrimaryAction =
  | { kind: "add" }
  | { kind: "choose-variation" }
  | { kind: "signin" }
  | { kind: "out-of-stock" }
  | { kind: "no-price" }
  | { kind: "upgrade"; level: number }
  | { kind: "none" };

/** Which main button the buy box shows (SPEC §6, §8). Price-request states render the requests feature's button instead. */
export function primaryAction(viewer: Viewer | null, product: PanelProduct, unit: Unit): PrimaryAction {
  const needsChoice = product.type === "variation" && product.sub_products.length > 0 && unit.variationId === null;
  const priceCents = toCents(unit.price ?? (needsChoice ? (product.range?.min ?? null) : null));
  const gate = canBuy({
    viewer,
    product: {
      vendorId: product.vendor_id,
      type: needsChoice ? "variation" : "simple",
      inStock: needsChoice ? product.in_stock : unit.inStock,
      quantity: unit.quantity,
      priceCents,
      level: product.level,
      seePrice: product.see_price,
    },
  });
  if (gate.ok) return needsChoice ? { kind: "choose-variation" } : { kind: "add" };
  switch (gate.reason) {
    case "signin":
      return { kind: "signin" };
    case "out-of-stock":
      return { kind: "out-of-stock" };
    case "no-price":
      return { kind: "no-price" };
    case "level":
      return showsUpgradePrompt({ viewer, productLevel: product.level })
        ? { kind: "upgrade", level: product.level }
        : { kind: "none" };
    default:
      return { kind: "none" };
  }
}

/**
 * Stepper bound and threshold error for a unit (SPEC §4); sales reps never see the threshold. The
 * limit is the smaller of the threshold and the stock, so a product whose stock runs out before its
 * threshold disables the same way and says the same sentence (`limit` is the number it names).
 */
export function quantityLimits(
  viewer: Viewer | null,
  unit: Unit,
): { max: number | null; limit: number | null; thresholdError: boolean } {
  const stock = unit.quantity;
  const limit =
    unit.threshold !== null && stock !== null
      ? Math.min(unit.threshold, stock)
      : maxAllowed({ threshold: unit.threshold, available: stock });
  const rep = isSalesRepViewer(viewer);
  return {
    max: limit,
    limit,
    thresholdError:
      viewer !== null && !rep && limit !== null && thresholdReached({ inCart: unit.inCart, chosen: 1, max: limit }),
  };
}

/** Where the stepper starts: the minimum order less what the cart already holds, at least 1 (SPEC §4). */
export function initialQuantity(unit: Pick<Unit, "minimumOrder" | "inCart">): number {
  return Math.max(1, (unit.minimumOrder ?? 1) - unit.inCart);
}
