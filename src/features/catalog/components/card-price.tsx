"use client";
import { useQuery } from "@tanstack/react-query";
import { useViewer, useViewerPending } from "@/features/accounts";
import { discountPercent, visitorCardHidesPrice } from "../rules";
import { CARD_PRICES_MAX, type CardPrice as Price } from "../card-price-fields";
import { PriceTag } from "./price-tag";

// A member shell (a storefront page every signed-in buyer shares) holds a visitor's prices; a card
// whose price a visitor may not see asks for the buyer's own. The cards of one page ask together:
// their ids are gathered for one tick and read in one request.
let queue: { id: number; done: (price: Price | null) => void; fail: (err: unknown) => void }[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

async function flush() {
  const batch = queue;
  queue = [];
  timer = null;
  for (let i = 0; i < batch.length; i += CARD_PRICES_MAX) {
    const part = batch.slice(i, i + CARD_PRICES_MAX);
    const ids = [...new Set(part.map((p) => p.id))].join(",");
    try {
      const res = await fetch(`/api/card-prices?ids=${ids}`, { headers: { accept: "application/json" } });
      const body = (await res.json()) as { success: boolean; data?: Record<number, Price>; message?: string };
      if (!res.ok || !body.data) throw new Error(body.message ?? "Prices could not be read.");
      for (const p of part) p.done(body.data[p.id] ?? null);
    } catch (err) {
      for (const p of part) p.fail(err);
    }
  }
}

function loadPrice(id: number): Promise<Price | null> {
  return new Promise((done, fail) => {
    queue.push({ id, done, fail });
    timer ??= setTimeout(() => void flush(), 0);
  });
}

/**
 * The card's price as this viewer sees it. A card whose price asks to sign in was drawn for a visitor
 * or for no one (a member shell, reached by a full load or a client-side navigation): a signed-in
 * buyer gets their own, read with the page's other such cards; null while it is being read, and while
 * a shell's viewer is. Every other card is the server's answer for this viewer already.
 */
function useCardPrice(card: Price & { id: number }): Price | null {
  const viewer = useViewer();
  const pending = useViewerPending();
  const ownPrice = visitorCardHidesPrice(card.price_state) && (pending || viewer !== null);
  const query = useQuery({
    queryKey: ["card-price", viewer?.id ?? null, card.id],
    queryFn: () => loadPrice(card.id),
    enabled: ownPrice && viewer !== null,
    staleTime: 30_000,
  });
  if (!ownPrice) return card;
  if (pending || query.isPending) return null;
  return query.data ?? card; // a listing hidden since, or a failed read: the card as drawn
}

/** The price line of a product card (SPEC §6 masking, decided on the server). */
export function CardPrice({ card, signInHref }: { card: Price & { id: number }; signInHref: string }) {
  const price = useCardPrice(card);
  if (!price) return <span aria-hidden className="block h-6 w-20 animate-pulse rounded bg-slate-100" />;
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

/** The "% OFF" corner of a product card, shown when this viewer sees a live discount. */
export function CardDiscountBadge({ card }: { card: Price & { id: number } }) {
  const price = useCardPrice(card);
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
