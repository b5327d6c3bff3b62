"use client";
import { api } from "@/lib/api-client";
import { useHydrated } from "@/lib/use-hydrated";
import { useQuery } from "@tanstack/react-query";
import { QueryIsland } from "@/components/queries/query-island";
import { takeArrivalPart } from "@/features/accounts";
import { CARD_PRICES_MAX, type CardPrice as Price } from "../card-price-fields";
import { CardPriceTag, DiscountCorner, PriceSkeleton } from "./card-price-parts";

// A member shell (a storefront page every signed-in buyer shares) holds a visitor's prices; a card
// whose price a visitor may not see asks for the buyer's own. The cards of one page ask together:
// their ids are gathered for one tick and read in one request. Loaded only for a signed-in buyer.
let queue: { id: number; done: (price: Price | null) => void; fail: (err: unknown) => void }[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

async function flush() {
  const batch = queue;
  queue = [];
  timer = null;
  for (let i = 0; i < batch.length; i += CARD_PRICES_MAX) {
    const part = batch.slice(i, i + CARD_PRICES_MAX);
    const ids = [...new Set(part.map((p) => p.id))].join(",");
    const res = await api<{ data?: Record<number, Price> }>("GET", `/api/card-prices?ids=${ids}`, undefined, {
      headers: { accept: "application/json" },
    });
    const prices = res.ok ? res.data?.data : undefined;
    if (prices) for (const p of part) p.done(prices[p.id] ?? null);
    else for (const p of part) p.fail(new Error(res.ok ? "Prices could not be read." : res.message));
  }
}

/** A card's price: from the page's arrival read of the buyer's parts when it asked for it, else batched. */
async function loadPrice(id: number): Promise<Price | null> {
  const kept = await takeArrivalPart<Price>(`card:${id}`);
  if (kept) return kept.value;
  return new Promise((done, fail) => {
    queue.push({ id, done, fail });
    timer ??= setTimeout(() => void flush(), 0);
  });
}

type Card = Price & { id: number };

/** The buyer's own price of a card drawn for a visitor; null while it is being read. */
function useBuyerCardPrice(card: Card, viewerId: string): Price | null {
  const query = useQuery({
    queryKey: ["card-price", viewerId, card.id],
    queryFn: () => loadPrice(card.id),
    staleTime: 30_000,
  });
  // hydration draws the skeleton the server drew, even when the price is already in the page's cache
  const hydrated = useHydrated();
  if (query.isPending || !hydrated) return null;
  return query.data ?? card; // a listing hidden since, or a failed read: the card as drawn
}

function Tag({ card, viewerId, signInHref }: { card: Card; viewerId: string; signInHref: string }) {
  const price = useBuyerCardPrice(card, viewerId);
  return price ? <CardPriceTag price={price} signInHref={signInHref} /> : <PriceSkeleton />;
}

export function BuyerCardPrice(props: { card: Card; viewerId: string; signInHref: string }) {
  return (
    <QueryIsland>
      <Tag {...props} />
    </QueryIsland>
  );
}

function Badge({ card, viewerId }: { card: Card; viewerId: string }) {
  const price = useBuyerCardPrice(card, viewerId);
  return <DiscountCorner price={price} />;
}

export function BuyerDiscountBadge(props: { card: Card; viewerId: string }) {
  return (
    <QueryIsland>
      <Badge {...props} />
    </QueryIsland>
  );
}
