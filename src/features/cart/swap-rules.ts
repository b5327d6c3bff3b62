/**
 * "Cheaper elsewhere" (issue 43): the same item at another vendor, per unit, and what moving the line does to
 * both vendors' free-shipping minimums. Pure, so the hint the cart shows and the swap the server makes agree.
 */
import { formatUsd } from "@/lib/money";

export type SwapLine = {
  productId: number;
  vendorId: number;
  vendorName: string;
  quantity: number;
  packSize: number;
  priceCents: number;
};
export type SwapOffer = {
  productId: number;
  vendorId: number;
  vendorName: string;
  priceCents: number | null;
  packSize: number;
  minimumOrder: number | null;
  stock: number;
  canBuy: boolean;
};
export type Swap = { offer: SwapOffer; quantity: number; costCents: number; savesCents: number };

/** How many of the offer's packs cover the line's units, at least its minimum order; null when stock cannot. */
export function packsFor(line: Pick<SwapLine, "quantity" | "packSize">, offer: SwapOffer): number | null {
  const units = line.quantity * Math.max(1, line.packSize);
  const packs = Math.max(Math.ceil(units / Math.max(1, offer.packSize)), offer.minimumOrder ?? 1);
  return packs <= offer.stock ? packs : null;
}

/** The offer that covers this line for the least money, if it costs less than the line does now. */
export function cheapestSwap(line: SwapLine, offers: readonly SwapOffer[]): Swap | null {
  const now = line.quantity * line.priceCents;
  let best: Swap | null = null;
  for (const offer of offers) {
    if (offer.productId === line.productId || !offer.canBuy || offer.priceCents === null) continue;
    const quantity = packsFor(line, offer);
    if (quantity === null) continue;
    const costCents = quantity * offer.priceCents;
    if (costCents < now && (!best || costCents < best.costCents))
      best = { offer, quantity, costCents, savesCents: now - costCents };
  }
  return best;
}

/** What moving the line does to the two vendors' free shipping, in sentences (none when nothing changes). */
export function shippingEffect(input: {
  from: { name: string; subtotalCents: number; freeCents: number | null };
  to: { name: string; subtotalCents: number; freeCents: number | null };
  lineCents: number;
  swapCents: number;
}): string[] {
  const { from, to, lineCents, swapCents } = input;
  const out: string[] = [];
  const fromAfter = from.subtotalCents - lineCents;
  if (from.freeCents && from.subtotalCents >= from.freeCents && fromAfter > 0 && fromAfter < from.freeCents)
    out.push(`${from.name} drops below its free-shipping minimum of ${formatUsd(from.freeCents)}.`);
  const toAfter = to.subtotalCents + swapCents;
  if (to.freeCents && to.subtotalCents < to.freeCents && toAfter >= to.freeCents)
    out.push(`${to.name} reaches free shipping (${formatUsd(to.freeCents)}).`);
  else if (to.freeCents && toAfter < to.freeCents)
    out.push(`${to.name} is ${formatUsd(to.freeCents - toAfter)} short of free shipping.`);
  return out;
}
