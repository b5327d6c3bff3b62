import type { PriceState } from "./rules";

/** The part of a card that depends on who looks: what a member shell's cards read for their buyer. */
export type CardPrice = {
  price_state: PriceState;
  price_cents: number | null;
  catalog_cents: number | null;
  discounted: boolean;
};

/** Most card prices one request may ask for (a page shows at most 48 cards). */
export const CARD_PRICES_MAX = 60;

/** A card's price part, and nothing else of it (the client parts of a card get only this). */
export function cardPriceOf({ price_state, price_cents, catalog_cents, discounted }: CardPrice): CardPrice {
  return { price_state, price_cents, catalog_cents, discounted };
}

/**
 * `1,2,3`: whole positive numbers, at least one and at most CARD_PRICES_MAX; anything else is a
 * sentence for the person who sent it (the caller answers it as bad input).
 */
export function parseCardIds(raw: string | null): { ids: number[] } | { problem: string } {
  const parts = (raw ?? "").split(",").filter(Boolean);
  if (parts.length === 0) return { problem: "Say which products: ids=1,2,3." };
  if (parts.length > CARD_PRICES_MAX) return { problem: `Ask for at most ${CARD_PRICES_MAX} products at a time.` };
  const ids: number[] = [];
  for (const p of parts) {
    if (!/^\d{1,9}$/.test(p) || Number(p) === 0) return { problem: `'${p.slice(0, 20)}' is not a product id.` };
    ids.push(Number(p));
  }
  return { ids };
}
