"use client";
import dynamic from "next/dynamic";
import { useViewer, useViewerPending } from "@/features/accounts";
import { visitorCardHidesPrice } from "../rules";
import type { CardPrice as Price } from "../card-price-fields";
import { CardPriceTag, DiscountCorner, PriceSkeleton } from "./card-price-parts";

// The buyer's own price (queries, the batched read) is a chunk of its own: a visitor never loads it.
const BuyerCardPrice = dynamic(() => import("./buyer-card-price").then((m) => m.BuyerCardPrice), {
  loading: PriceSkeleton,
});
const BuyerDiscountBadge = dynamic(() => import("./buyer-card-price").then((m) => m.BuyerDiscountBadge));

type Card = Price & { id: number };

/**
 * Whose price a card shows. A card whose price asks to sign in was drawn for a visitor or for no one
 * (a member shell, reached by a full load or a client-side navigation): a signed-in buyer gets their
 * own, read with the page's other such cards ("buyer"); nothing is shown while a shell's viewer is
 * read ("pending"). Every other card is the server's answer for this viewer already ("card").
 */
function useCardPriceSource(card: Card): { source: "card" | "pending" } | { source: "buyer"; viewerId: string } {
  const viewer = useViewer();
  const pending = useViewerPending();
  if (!visitorCardHidesPrice(card.price_state) || (!pending && viewer === null)) return { source: "card" };
  if (pending || !viewer) return { source: "pending" };
  return { source: "buyer", viewerId: viewer.id };
}

/** The price line of a product card (SPEC §6 masking, decided on the server). */
export function CardPrice({ card, signInHref }: { card: Card; signInHref: string }) {
  const s = useCardPriceSource(card);
  if (s.source === "pending") return <PriceSkeleton />;
  if (s.source === "buyer") return <BuyerCardPrice card={card} viewerId={s.viewerId} signInHref={signInHref} />;
  return <CardPriceTag price={card} signInHref={signInHref} />;
}

/** The "% OFF" corner of a product card, shown when this viewer sees a live discount. */
export function CardDiscountBadge({ card }: { card: Card }) {
  const s = useCardPriceSource(card);
  if (s.source === "pending") return null;
  if (s.source === "buyer") return <BuyerDiscountBadge card={card} viewerId={s.viewerId} />;
  return <DiscountCorner price={card} />;
}
