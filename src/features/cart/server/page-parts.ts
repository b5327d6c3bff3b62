import "server-only";
import { getDb } from "@/db/client";
import type { Viewer } from "@/features/accounts/server";
import { sharingClinicContext } from "@/features/clinic/server";
import { hintsFor } from "./hints";
import { loadProductLines } from "./lines";
import { listingOf } from "./listing";
import { cartKeyFor, hasCart } from "./owner";

/**
 * The cart page's parts among the buyer's parts: its listing (as GET /api/cart-listing-app/{id}?related=0
 * gives it) and its "Cheaper elsewhere" hints (as GET /api/cart/hints gives them), each only when asked,
 * reading the cart's lines once for both. A sales rep has no cart: no listing, and no hints.
 */
export function cartPageParts(viewer: Viewer, asked: { listing: boolean; hints: boolean }, now = new Date()) {
  const none = { listing: null, hints: asked.hints ? [] : null };
  if (viewer.isSalesRep || (!asked.listing && !asked.hints)) return Promise.resolve(none);
  return sharingClinicContext(async () => {
    const db = await getDb();
    const key = await cartKeyFor(db, viewer);
    const lines = hasCart(key) ? await loadProductLines(db, key, now) : [];
    const [listing, hints] = await Promise.all([
      asked.listing ? listingOf(viewer, key, lines, { related: false }, now) : null,
      asked.hints ? hintsFor(viewer, lines) : null,
    ]);
    return { listing, hints };
  });
}
