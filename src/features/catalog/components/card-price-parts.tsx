import { discountPercent } from "../rules";
import type { CardPrice as Price } from "../card-price-fields";
import { PriceTag } from "./price-tag";

/** A card price's place while the buyer's own is read. */
export const PriceSkeleton = () => <span aria-hidden className="block h-6 w-20 animate-pulse rounded bg-slate-100" />;

/** The "% OFF" corner of a product card, when the price is a live discount. */
export function DiscountCorner({ price }: { price: Price | null }) {
  const off =
    price?.discounted && price.catalog_cents && price.price_cents
      ? discountPercent(price.catalog_cents, price.price_cents)
      : null;
  if (off === null) return null;
  return (
    <span className="absolute left-2 top-2 rounded bg-sale px-1.5 py-0.5 text-xs font-bold text-white">
      {Math.round(off)}% OFF
    </span>
  );
}

/** A card's price line for the price a viewer sees (SPEC §6 masking, decided on the server). */
export function CardPriceTag({ price, signInHref }: { price: Price; signInHref: string }) {
  return (
    <PriceTag
      state={price.price_state}
      priceCents={price.price_cents}
      catalogCents={price.catalog_cents}
      discounted={price.discounted}
      signInHref={signInHref}
    />
  );
}
