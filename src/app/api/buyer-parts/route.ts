import { viewerFromRequest, type Viewer } from "@/features/accounts/server/session";
import { cartCountBound } from "@/features/cart/server";
import { keptClinicContext } from "@/features/clinic/server";
import { nothing, placeholder, preparedValues } from "@/db/prepared";
import { parseCardIds } from "@/features/catalog/card-price-fields";
import { cardPrices } from "@/features/catalog/server/listing";
import {
  foldState,
  getProductDetail,
  listedProductId,
  productStateSql,
} from "@/features/catalog/server/product-detail";
import { buyerOffersFromJson, buyerOffersSql } from "@/features/catalog/server/offers";
import { unreadCountSql } from "@/features/notifications/server/service";
import { nextWebinarPopupSql, popupOf } from "@/features/shell/server/webinar-popup";
import { wishlistRowsSql, wishlistState } from "@/features/wishlist/server/service";
import { badRequest } from "@/lib/errors";
import { answerInFront } from "@/lib/front-routes";
import { handle, json } from "@/lib/http";

const SLUG_MAX = 300;

const headerStatement = preparedValues("buyer_header");

/**
 * The header's parts of this buyer (the cart's count and clinic, the wishlist, the unread count), the
 * countdown banner's webinar, the buyer's state of the page's product and every vendor's offer of its
 * item: the session's clinic (kept with the session), then one statement for the rest, each feature
 * writing its own SQL. The statement is built once for each case (a buyer or a sales rep, whose cart,
 * a product or none) and run with this buyer's values.
 */
async function headerParts(viewer: Viewer, productId: number | null) {
  // what the header shows: kept with the session (a decision reads it fresh)
  const ctx = await keptClinicContext(viewer);
  // sales reps browse: no cart, no wishlist (SPEC §6)
  const cart = viewer.isSalesRep ? null : cartCountBound(viewer, ctx);
  // whose product state: the location whose cart the session works on, or the buyer's own
  const owner = { userId: placeholder("userId"), locationId: ctx ? placeholder("locationId") : null };
  const variant = [cart?.variant ?? "sales rep", ctx ? "clinic" : "no clinic", productId === null ? "" : "product"];
  const values = await headerStatement(
    variant.join(","),
    () => ({
      cart_count: cart ? cart.count() : nothing(),
      wishlist: cart ? wishlistRowsSql(owner.userId) : nothing(),
      unread: unreadCountSql({ id: owner.userId, isSalesRep: viewer.isSalesRep }),
      popup: nextWebinarPopupSql(placeholder("now")),
      product_state: productId === null ? nothing() : productStateSql(placeholder("productId"), owner),
      // every vendor's offer of the product's item, priced for this buyer (its "Also sold by")
      offers: productId === null ? nothing() : buyerOffersSql(placeholder("productId"), placeholder("userId")),
    }),
    { userId: viewer.id, locationId: ctx?.locationId ?? null, productId, now: new Date().toISOString() },
  );
  return {
    cart: cart && { count: Number(values.cart_count ?? 0), clinic: cart.clinic },
    wishlist: cart ? wishlistState(values.wishlist!) : null,
    unread: values.unread,
    popup: popupOf(values.popup),
    productState: values.product_state ? foldState(values.product_state) : undefined,
    offers: productId === null ? null : buyerOffersFromJson(values.offers ?? [], productId, viewer),
  };
}

/** `product=slug&cards=1,2,3`, each optional; a sentence for anything else. */
function parse(url: URL): { product: string | null; cards: number[] } {
  const product = url.searchParams.get("product") || null;
  if (product && product.length > SLUG_MAX) throw badRequest("That product address is too long.");
  const raw = url.searchParams.get("cards");
  if (!raw) return { product, cards: [] };
  const parsed = parseCardIds(raw);
  if ("problem" in parsed) throw badRequest(parsed.problem);
  return { product, cards: parsed.ids };
}

/**
 * GET /api/buyer-parts?product={slug}&cards=1,2,3: everything a storefront page shows of the
 * signed-in buyer, in one answer: who they are (the header and account menu), the product's buy box as they see
 * it (price, quote, cart quantities, request state; texts left out: the page has them) and every
 * vendor's offer of its item as GET /api/products/{id}/offers gives them to this buyer, their price of
 * each card a visitor's page may not price, the cart's count and the clinic location it belongs to, the
 * wishlist and the unread notifications, and the countdown banner's webinar as GET
 * /api/next-webinar-popup gives it to everyone (so the visit does not ask for it). A member shell
 * and every signed-in page read it once on arrival; the spec's endpoints for each part stay for the
 * clients that call them. A visitor (or a session that has ended) gets `{ viewer: null }` and nothing
 * else.
 */
export const GET = handle(async (req: Request) => {
  const { product, cards } = parse(new URL(req.url));
  const viewer = await viewerFromRequest(req);
  const headers = { "cache-control": "private, no-store" };
  if (!viewer)
    return json(
      {
        success: true,
        viewer: null,
        product: null,
        offers: null,
        cards: {},
        cart: null,
        wishlist: null,
        unread: null,
        popup: null,
      },
      { headers },
    );
  // the product's row is shared by every viewer (kept in memory): its id costs no statement
  const productId = product ? await listedProductId(product) : null;
  const [prices, { productState, offers, cart, wishlist, unread, popup }] = await Promise.all([
    cards.length ? cardPrices(cards, viewer) : {},
    headerParts(viewer, productId),
  ]);
  // the buy box: the shared row with this buyer's state, read in the header's statement
  const detail = product && productId !== null ? await getProductDetail(product, viewer, productState) : null;
  return json(
    {
      success: true,
      viewer,
      product: detail && { ...detail, description: "", short_description: "", specs: {} },
      offers: detail && offers,
      cards: prices,
      cart,
      wishlist,
      unread,
      popup,
    },
    { headers },
  );
});

// every signed-in page asks it on arrival: answered in front of Next from now on
answerInFront("/api/buyer-parts", GET);
