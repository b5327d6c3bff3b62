import { api } from "@/lib/api-client";
import type { Viewer } from "./server/session";

/**
 * GET /api/buyer-parts: what a page shows of the signed-in buyer, read once on arrival (the viewer,
 * the product's buy box and every vendor's offer of its item, the prices of cards a visitor may not
 * see, the cart's count and clinic, the wishlist, the unread count, the countdown's webinar). Each
 * part is typed by the feature that draws it; accounts only carries it.
 */
export type BuyerParts = {
  viewer: Viewer | null;
  product: unknown;
  offers: unknown;
  cards: Record<number, unknown>;
  cart: { count: number; clinic: unknown } | null;
  wishlist: unknown;
  unread: number | null;
  /** the countdown banner's webinar (public: the same as GET /api/next-webinar-popup) */
  popup: unknown;
};

/** Marks the server draws where a page waits for the buyer: the product of a product page, and each card to price. */
export const BUYER_PRODUCT_ATTR = "data-buyer-product";
export const BUYER_CARD_ATTR = "data-buyer-card";
const MAX_CARDS = 60;

type Arrival = {
  parts: Promise<BuyerParts | null>;
  product: string | null;
  cards: Set<number>;
  taken: Set<string>;
};
let arrival: Arrival | null = null;

/** What the page's HTML asks for: its product and the cards drawn without the buyer's price. */
function pageNeeds(): { product: string | null; cards: number[] } {
  const product = document.querySelector(`[${BUYER_PRODUCT_ATTR}]`)?.getAttribute(BUYER_PRODUCT_ATTR) ?? null;
  const cards = new Set<number>();
  for (const el of document.querySelectorAll(`[${BUYER_CARD_ATTR}]`)) {
    const id = Number(el.getAttribute(BUYER_CARD_ATTR));
    if (id > 0 && cards.size < MAX_CARDS) cards.add(id);
  }
  return { product, cards: [...cards] };
}

const parsed = () =>
  document.readyState === "loading"
    ? new Promise<void>((resolve) => document.addEventListener("DOMContentLoaded", () => resolve(), { once: true }))
    : Promise.resolve();

/**
 * Starts the one read of the buyer's parts for the page that has just arrived (once per page load:
 * a later navigation's parts are read by each piece, as before). Resolves with null when it failed.
 */
export function readBuyerParts(): Promise<BuyerParts | null> {
  if (arrival) return arrival.parts;
  const started: Arrival = {
    parts: Promise.resolve(null),
    product: null,
    cards: new Set(),
    taken: new Set(),
  };
  arrival = started;
  started.parts = parsed().then(async () => {
    const needs = pageNeeds();
    started.product = needs.product;
    started.cards = new Set(needs.cards);
    const qs = new URLSearchParams();
    if (needs.product) qs.set("product", needs.product);
    if (needs.cards.length) qs.set("cards", needs.cards.join(","));
    const res = await api<BuyerParts>("GET", `/api/buyer-parts${qs.size ? `?${qs}` : ""}`, undefined, {
      cache: "no-store",
      headers: { accept: "application/json" },
    });
    return res.ok ? res.data : null;
  });
  return started.parts;
}

/** Whether the arrival's read asked for this part: the page's own product, a card it drew. */
function wasAsked(a: Arrival, name: string, card: number | null, key?: string): boolean {
  if (name === "product" || name === "offers") return a.product !== null && a.product === key;
  return card === null || a.cards.has(card);
}

/**
 * One part of the arrival's answer, handed out once (a later read of the same part, after a change,
 * asks its own endpoint): `{ value }` (null where the part is empty: a card no longer listed, a product
 * not found), or undefined when the arrival did not ask for it, failed, or it was taken already.
 */
export async function takeArrivalPart<T>(
  name: "product" | "offers" | "cart" | "wishlist" | "unread" | "popup" | `card:${number}`,
  key?: string,
): Promise<{ value: T | null } | undefined> {
  // a piece that asks before the viewer's provider has started the read (a page drawn for its buyer,
  // whose header reads at once) starts it: only signed-in pieces ask, and once per page load
  if (!arrival) void readBuyerParts();
  const a = arrival!;
  const parts = await a.parts;
  const card = name.startsWith("card:") ? Number(name.slice(5)) : null;
  if (!parts?.viewer || !wasAsked(a, name, card, key) || a.taken.has(name)) return undefined;
  a.taken.add(name);
  const value = card !== null ? parts.cards[card] : parts[name as Exclude<typeof name, `card:${number}`>];
  return { value: (value ?? null) as T | null };
}
