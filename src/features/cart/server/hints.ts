import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { cartItems } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { offersFor, soldElsewhere, type Offer } from "@/features/catalog/server";
import { AppError, notFound } from "@/lib/errors";
import { dollarsToCents, formatUsd, fromCents } from "@/lib/money";
import { cheapestSwap, shippingEffect, type SwapLine, type SwapOffer } from "../swap-rules";
import { addProduct } from "./add";
import { loadProductLines, type ProductLine } from "./lines";
import { cartKeyFor, editableCartKey, ofCart } from "./owner";

const asSwapOffer = (o: Offer): SwapOffer => ({
  productId: o.product_id,
  vendorId: o.vendor_id,
  vendorName: o.vendor_name,
  priceCents: o.price === null ? null : dollarsToCents(o.price),
  packSize: o.pack.size,
  minimumOrder: o.minimum_order,
  stock: o.stock,
  canBuy: o.can_buy,
});

/** Lines that may move: a plain product line at its listed price (a quoted or option line stays). */
const movable = (l: ProductLine) => l.variationId === null && !l.rfqQuote && l.unitCents !== null && l.available;

function swapLine(l: ProductLine, offers: Offer[]): SwapLine {
  const own = offers.find((o) => o.product_id === l.productId);
  return {
    productId: l.productId,
    vendorId: l.vendorId,
    vendorName: l.vendorName,
    quantity: l.quantity,
    packSize: own?.pack.size ?? 1,
    priceCents: l.unitCents!,
  };
}

/**
 * GET /api/cart/hints: for each cart line, the same item cheaper at another vendor for the same units (packs
 * converted, minimums and stock respected), what it saves, and what the move does to free shipping.
 */
export async function cartHints(viewer: Viewer) {
  const db = await getDb();
  return hintsFor(viewer, await loadProductLines(db, await cartKeyFor(db, viewer)));
}

/** The hints of a cart's lines already read (the cart page reads them once for its listing and its hints). */
export async function hintsFor(viewer: Viewer, all: ProductLine[]) {
  const movableLines = all.filter(movable);
  // only a line whose item another vendor sells can move; the others need no offers read
  const elsewhere = await soldElsewhere(movableLines.map((l) => l.productId));
  const lines = movableLines.filter((l) => elsewhere.has(l.productId));
  const offers = await offersFor(
    lines.map((l) => l.productId),
    viewer,
  );
  // the free-shipping sums count every checked line of a vendor (quoted and option lines too), not just movable ones
  const subtotal = new Map<number, number>();
  for (const l of all)
    if (l.checked && l.available && l.unitCents !== null)
      subtotal.set(l.vendorId, (subtotal.get(l.vendorId) ?? 0) + l.quantity * l.unitCents);
  return lines.flatMap((l) => {
    const list = offers.get(l.productId) ?? [];
    const swap = cheapestSwap(swapLine(l, list), list.map(asSwapOffer));
    if (!swap) return [];
    const target = list.find((o) => o.product_id === swap.offer.productId)!;
    return [
      {
        cart_id: l.cartId,
        product_id: l.productId,
        name: l.name,
        to: {
          product_id: target.product_id,
          vendor_id: target.vendor_id,
          vendor_name: target.vendor_name,
          price: target.price,
          unit_price: target.unit_price,
          pack: target.pack,
          quantity: swap.quantity,
        },
        saves: fromCents(swap.savesCents),
        shipping: shippingEffect({
          from: { name: l.vendorName, subtotalCents: subtotal.get(l.vendorId) ?? 0, freeCents: l.freeShippingCents },
          to: {
            name: target.vendor_name,
            subtotalCents: subtotal.get(target.vendor_id) ?? 0,
            freeCents: target.free_shipping_threshold === null ? null : dollarsToCents(target.free_shipping_threshold),
          },
          lineCents: l.quantity * l.unitCents!,
          swapCents: swap.costCents,
        }),
      },
    ];
  });
}
export type CartHint = Awaited<ReturnType<typeof hintsFor>>[number];

/**
 * POST /api/cart/swap `{ cart_id, product_id }`: moves a line to the same item at another vendor in one step.
 * The server decides the quantity (the same units in the new pack, its minimum) and refuses when the move no
 * longer saves money; another cart's line is not found and changes nothing.
 */
export async function swapCartLine(viewer: Viewer, cartId: number, productId: number) {
  const db = await getDb();
  // the offers are read first, outside the transaction (they read through the process handle)
  const [mine] = await db
    .select({ productId: cartItems.productId })
    .from(cartItems)
    .where(and(eq(cartItems.id, cartId), ofCart(cartItems, await editableCartKey(db, viewer))));
  if (!mine) throw notFound("This cart line does not exist.");
  const list = (await offersFor([mine.productId], viewer)).get(mine.productId) ?? [];
  return db.transaction(async (tx) => {
    const key = await editableCartKey(tx, viewer);
    const [row] = await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(and(eq(cartItems.id, cartId), ofCart(cartItems, key), eq(cartItems.productId, mine.productId)))
      .for("update");
    if (!row) throw notFound("This cart line does not exist.");
    const line = (await loadProductLines(tx, key)).find((l) => l.cartId === cartId);
    if (!line || !movable(line)) throw new AppError("UNPROCESSABLE", "This line cannot be moved to another vendor.");
    const target = list.find((o) => o.product_id === productId);
    if (!target) throw notFound("That offer is not the same item, or no longer sold.");
    const swap = cheapestSwap(swapLine(line, list), [asSwapOffer(target)]);
    if (!swap) throw new AppError("UNPROCESSABLE", `${target.vendor_name}'s offer no longer saves you money.`);
    await tx.delete(cartItems).where(eq(cartItems.id, cartId));
    // the new line passes the add-to-cart gate like any other (compliance, stock, minimum, threshold);
    // a refusal rolls the removal back, so the cart is as it was
    await addProduct(
      tx,
      viewer,
      key,
      { type: "product", product_id: productId, vendor_id: target.vendor_id, quantity: swap.quantity },
      new Date(),
    );
    return {
      message: `${line.name} now comes from ${target.vendor_name}: ${swap.quantity} × ${formatUsd(dollarsToCents(target.price!))}, saving ${formatUsd(swap.savesCents)}.`,
      key,
    };
  });
}
