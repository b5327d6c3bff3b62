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
