/**
 * Pure catalog rules of SPEC §4–§6 and §9: discounts, price visibility, who may
 * buy or request what, and the quick-view quantity stepper. No I/O: the server
 * uses these to decide, the UI uses the same functions to render.
 */
import { isSalesRepViewer } from "@/features/accounts";
import { formatUsd, roundTo2 } from "../../lib/money";

export const HIDDEN_BUY_VENDOR_ID = 407;
export const LOGO_VENDOR_IDS: readonly number[] = [1402, 463];

export type SeePrice = "login" | "without_login" | "request" | "already-requested";
export type YesNo = "Y" | "N";

/** A signed-in customer; `null` everywhere means a visitor. */
export interface Viewer {
  level: number;
  position?: string | null;
  isSalesRep?: boolean;
}

export type Gate<R extends string> = { ok: true } | { ok: false; reason: R };

const allow = { ok: true } as const;
const deny = <R extends string>(reason: R): { ok: false; reason: R } => ({ ok: false, reason });

/** Accepts the shapes a flag arrives in (true, 1, '1', 'Y'). */
function flagOn(value: boolean | number | string | null | undefined): boolean {
  return value === true || value === 1 || value === "1" || value === "Y" || value === "y";
}

// ---------------------------------------------------------------- discounts

export interface DiscountInput {
  catalogCents: number | null | undefined;
  discountedCents: number | null | undefined;
  discountEnd: Date | string | null | undefined;
  now: Date;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * End of the discount as an instant. A bare date ("2025-06-30") means the
 * discount runs through that whole day (UTC) — a buyer reading "ends June 30"
 * expects June 30 to be included.
 */
export function discountEndsAt(end: Date | string): number {
  if (end instanceof Date) return end.getTime();
  const text = end.trim();
  if (DATE_ONLY.test(text)) return Date.parse(`${text}T23:59:59.999Z`);
  return Date.parse(text);
}

/**
 * SPEC §5: discounted non-null, non-zero, different from catalog, and the end
 * date empty or not past. An unreadable end date does not apply — a wrong
 * price shown is worse than a discount missed.
 */
export function discountApplies({ catalogCents, discountedCents, discountEnd, now }: DiscountInput): boolean {
  if (discountedCents === null || discountedCents === undefined || discountedCents === 0) return false;
  if (discountedCents === catalogCents) return false;
  if (discountEnd === null || discountEnd === undefined) return true;
  if (typeof discountEnd === "string" && discountEnd.trim() === "") return true;
  const endsAt = discountEndsAt(discountEnd);
  if (Number.isNaN(endsAt)) return false;
  return endsAt >= now.getTime();
}

function rawDiscountPercent(catalogCents: number, discountedCents: number): number {
  if (!(catalogCents > 0)) return 0;
  return 100 - (discountedCents / catalogCents) * 100;
}

/** Quick-view badge: 100 − discounted/catalog × 100, 2 decimals (SPEC §5). */
export function discountPercent(catalogCents: number, discountedCents: number): number {
  return roundTo2(rawDiscountPercent(catalogCents, discountedCents));
}

/** The cart shows the same percentage rounded to a whole number (SPEC §5). */
export function cartDiscountPercent(catalogCents: number, discountedCents: number): number {
  return Math.round(rawDiscountPercent(catalogCents, discountedCents));
}

export interface PricedProduct {
  priceCents: number | null | undefined;
  catalogCents: number | null | undefined;
  discountedCents: number | null | undefined;
  discountEnd: Date | string | null | undefined;
}

/** What the buyer pays per unit: the discounted price while it applies, else price, else catalog. */
export function effectivePriceCents(product: PricedProduct, now: Date): number | null {
  const { catalogCents, discountedCents, discountEnd } = product;
  if (discountApplies({ catalogCents, discountedCents, discountEnd, now })) return discountedCents ?? null;
  return product.priceCents ?? catalogCents ?? null;
}

/** 'Free shipping on minimum order of {amount}' (SPEC §9). */
export function freeShippingMessage(minimumCents: number): string {
  return `Free shipping on minimum order of ${formatUsd(minimumCents)}`;
}

/** The seller's return window as the product page says it (the returns feature enforces the same days). */
export function returnPolicyText(days: number): string {
  if (days <= 0) return "This seller does not accept returns.";
  return `Returns accepted within ${days} day${days === 1 ? "" : "s"} of delivery.`;
}

// ------------------------------------------------------- price visibility

export type PriceState = "price" | "signin-to-see" | "request" | "requested" | "signin-to-request" | "not-available";

export const PRICE_TEXT = {
  "signin-to-see": "Signin to see the price",
  request: "Request for Price",
  requested: "Request for Price Submitted",
  "signin-to-request": "Sign in to Request for Price",
  "not-available": "Price not available",
} as const satisfies Record<Exclude<PriceState, "price">, string>;

export const BUY_TEXT = {
  signinToBuy: "Sign in to Buy",
  outOfStock: "Out of Stock",
  upgradeLevel: "Upgrade Level",
} as const;

/**
 * What the quick-view price block shows (SPEC §6). Level does not hide the
 * price — it only gates buying (see showsUpgradePrompt). A visible price of
 * 0/null reads 'Price not available' for visitors too: "$0.00" would mislead.
 */
export function seePriceState(input: {
  seePrice: SeePrice;
  viewer: Viewer | null;
  priceCents: number | null | undefined;
}): PriceState {
  const { seePrice, viewer, priceCents } = input;
  if (seePrice === "request" || seePrice === "already-requested") {
    // "already-requested" is per customer, so a visitor can only be offered the sign-in.
    if (viewer === null) return "signin-to-request";
    return seePrice === "request" ? "request" : "requested";
  }
  if (viewer === null && seePrice === "login") return "signin-to-see";
  return priceCents ? "price" : "not-available";
}

/**
 * Whether a card drawn for a visitor shows a signed-in buyer anything different: only a price that
 * asks the visitor to sign in does (a card knows no quotes or requests). A member shell reads the
 * buyer's price for these cards alone.
 */
export function visitorCardHidesPrice(visitorState: PriceState): boolean {
  return visitorState === "signin-to-see" || visitorState === "signin-to-request";
}

// --------------------------------------------------------------- buying

export interface BuyableProduct {
  vendorId: number;
  /** 'variation' products keep stock per variation, so parent quantity is not checked. */
  type: string;
  inStock: YesNo | boolean;
  quantity: number | null | undefined;
  /** The effective price (see effectivePriceCents). */
  priceCents: number | null | undefined;
  level: number | null | undefined;
  seePrice: SeePrice;
}

export type BuyBlock = "signin" | "sales-rep" | "out-of-stock" | "no-price" | "level" | "see-price" | "hidden-vendor";

function inStock(product: Pick<BuyableProduct, "type" | "inStock" | "quantity">): boolean {
  const flag = product.inStock === true || product.inStock === "Y";
  if (!flag) return false;
  return product.type === "variation" || (product.quantity ?? 0) > 0;
}

/**
 * SPEC §6 add-to-cart gate. Reasons come in the order the UI needs them:
 * vendor 407 hides the button entirely, a visitor sees 'Sign in to Buy', a
 * sales rep sees nothing, then 'Out of Stock', then price, then level
 * ('Upgrade Level').
 */
export function canBuy({ viewer, product }: { viewer: Viewer | null; product: BuyableProduct }): Gate<BuyBlock> {
  if (product.vendorId === HIDDEN_BUY_VENDOR_ID) return deny("hidden-vendor");
  if (viewer === null) return deny("signin");
  if (isSalesRepViewer(viewer)) return deny("sales-rep");
  if (!inStock(product)) return deny("out-of-stock");
  if (product.seePrice !== "login" && product.seePrice !== "without_login") return deny("see-price");
  if (!product.priceCents || product.priceCents < 0) return deny("no-price");
  if (viewer.level < (product.level ?? 0)) return deny("level");
  return allow;
}

/** Sales reps may request prices: the spec's sales-rep list excludes buying, not asking. */
export function canRequestPrice({
  viewer,
  product,
}: {
  viewer: Viewer | null;
  product: Pick<BuyableProduct, "vendorId" | "seePrice">;
}): Gate<"hidden-vendor" | "signin" | "already-requested" | "see-price"> {
  if (product.vendorId === HIDDEN_BUY_VENDOR_ID) return deny("hidden-vendor");
  if (product.seePrice === "already-requested") return viewer === null ? deny("signin") : deny("already-requested");
  if (product.seePrice !== "request") return deny("see-price");
  if (viewer === null) return deny("signin");
  return allow;
}

export function canRequestSample({
  viewer,
  product,
}: {
  viewer: Viewer | null;
  product: { vendorId: number; sampleProduct: boolean | number | string | null | undefined };
}): Gate<"hidden-vendor" | "no-sample" | "signin" | "sales-rep"> {
  if (product.vendorId === HIDDEN_BUY_VENDOR_ID) return deny("hidden-vendor");
  if (!flagOn(product.sampleProduct)) return deny("no-sample");
  if (viewer === null) return deny("signin");
  if (isSalesRepViewer(viewer)) return deny("sales-rep");
  return allow;
}

export function canWishlist(viewer: Viewer | null): Gate<"signin" | "sales-rep"> {
  if (viewer === null) return deny("signin");
  if (isSalesRepViewer(viewer)) return deny("sales-rep");
  return allow;
}

/** Free logo printing (SPEC §6): 'not-offered' means the prompt is not shown at all. */
export function canUseLogoPrinting({
  viewer,
  product,
}: {
  viewer: Viewer | null;
  product: Pick<BuyableProduct, "vendorId" | "type" | "inStock" | "quantity" | "priceCents"> & {
    allowCustomization: YesNo | string | null | undefined;
  };
}): Gate<"not-offered" | "signin" | "sales-rep" | "out-of-stock" | "no-price"> {
  if (product.allowCustomization !== "Y" || !LOGO_VENDOR_IDS.includes(product.vendorId)) return deny("not-offered");
  if (viewer === null) return deny("signin");
  if (isSalesRepViewer(viewer)) return deny("sales-rep");
  if (!inStock(product)) return deny("out-of-stock");
  if (!product.priceCents || product.priceCents < 0) return deny("no-price");
  return allow;
}

export function showsUpgradePrompt({
  viewer,
  productLevel,
}: {
  viewer: Viewer | null;
  productLevel: number | null | undefined;
}): boolean {
  if (viewer === null || isSalesRepViewer(viewer)) return false;
  return viewer.level < (productLevel ?? 0);
}

export function upgradeMessage(level: number): string {
  return `Upgrade yourself to level ${level} to buy this product.`;
}

// ------------------------------------------------------ quantity stepper

/** Upper bound of the stepper: the threshold when set, else the stock; null = no known bound. */
export function maxAllowed({
  threshold,
  available,
}: {
  threshold: number | null | undefined;
  available: number | null | undefined;
}): number | null {
  return threshold ?? available ?? null;
}

/** Plus raises by one but never past the maximum (SPEC §4). */
export function stepPlus(quantity: number, max: number | null): number {
  const next = quantity + 1;
  return max === null || next <= max ? next : quantity;
}

/** Minus lowers by one with a floor of 1 (SPEC §4). */
export function stepMinus(quantity: number): number {
  return Math.max(1, quantity - 1);
}

/** Digits only (SPEC §5); optionally cut to the input's maximum length. */
export function sanitizeQuantityInput(raw: string, maxLength?: number): string {
  const digits = raw.replace(/\D/g, "");
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}

/** Input maxlength: digit count of the threshold, else 2 (SPEC §5). */
export function quantityMaxLength(threshold: number | null | undefined): number {
  if (threshold === null || threshold === undefined || !(threshold > 0)) return 2;
  return String(Math.trunc(threshold)).length;
}

/** Shown beside the quantity before anything is added, when the vendor sells an item only from a quantity up. */
export function minimumOrderNote(minimumOrder: number | null | undefined): string | null {
  return minimumOrder && minimumOrder > 1 ? `The vendor's minimum order for this item is ${minimumOrder}.` : null;
}

/** What the add-to-cart answer says: how many went in, and why when the minimum order set that number. */
export function addedToCartMessage(quantity: number, minimumOrder: number | null | undefined): string {
  const added = `Added ${quantity} to your cart`;
  return minimumOrder && minimumOrder > 1 && quantity <= minimumOrder
    ? `${added} (the vendor's minimum order for this item is ${minimumOrder}).`
    : `${added}.`;
}

/**
 * Value after blur (SPEC §4): at least 1 and the minimum order, at most the
 * remaining allowance (max − in cart). The minimum order counts what is
 * already in the cart, like the cart's own minus rule does. When the two
 * bounds conflict the allowance wins — the server refuses going over the
 * limit, and the threshold message explains the situation.
 */
export function correctOnBlur({
  value,
  minimumOrder,
  max,
  inCart,
}: {
  value: number | string;
  minimumOrder: number | null | undefined;
  max: number | null;
  inCart: number | null | undefined;
}): number {
  const already = Math.max(0, inCart ?? 0);
  const parsed = typeof value === "number" ? Math.trunc(value) : Number.parseInt(value, 10);
  const floor = Math.max(1, (minimumOrder ?? 0) - already);
  let result = Number.isFinite(parsed) ? Math.max(parsed, floor) : floor;
  if (max !== null) result = Math.min(result, max - already);
  return Math.max(1, result);
}

/**
 * Threshold error (SPEC §4): set when the chosen quantity cannot be added
 * without passing the limit. Filling up exactly to the limit is allowed —
 * otherwise the allowed quantity itself could never be bought.
 */
export function thresholdReached({
  inCart,
  chosen,
  max,
}: {
  inCart: number | null | undefined;
  chosen: number;
  max: number | null;
}): boolean {
  if (max === null) return false;
  return (inCart ?? 0) + Math.max(1, chosen) > max;
}

/** SPEC §8 text; "quantity" for exactly 1 in cart, "quantities" otherwise (including 0). */
export function thresholdMessage(inCart: number, allowed: number): string {
  const noun = inCart === 1 ? "quantity" : "quantities";
  return `You already have ${inCart} ${noun} of this item in cart. Allowed quantity is ${allowed}.`;
}
