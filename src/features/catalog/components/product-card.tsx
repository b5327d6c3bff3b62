import Link from "@/components/ui/intent-link";
import { RegulatoryBadge } from "@/features/compliance";
import { StarRating } from "@/components/ui/star-rating";
import { signInUrl } from "@/lib/urls";
import type { ProductCard as Card } from "../server/listing";
import { WishlistHeartSlot } from "./catalog-slots";
import { cardPriceOf } from "../card-price-fields";
import { signedInRender } from "@/features/accounts/server";
import { BUYER_CARD_ATTR } from "@/features/accounts";
import { visitorCardHidesPrice } from "../rules";
import { CardDiscountBadge, CardPrice } from "./card-price-loader";
import { CardPriceTag, DiscountCorner } from "./card-price-parts";
import { QuickViewButton } from "./quick-view-button";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";

export async function ProductCard({ product, priority = false }: { product: Card; priority?: boolean }) {
  const href = `/${product.slug}`;
  // only the price fields reach the client parts (the rest of the card is drawn here)
  const price = { id: product.id, ...cardPriceOf(product) };
  // a visitor's price is the server's final answer: drawn here, with no client code; a signed-in
  // page's (or a member shell's) may turn into the buyer's own, so a client part draws it
  const visitor = !(await signedInRender());
  return (
    <article className="group card skip-offscreen-card relative flex flex-col overflow-hidden transition hover:shadow-md">
      <div className="relative">
        <div className="aspect-square bg-slate-100">
          <ImageWithFallback
            src={product.image}
            alt=""
            width={480}
            height={480}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            className="h-full w-full object-cover"
          />
        </div>
        {visitor ? <DiscountCorner price={price} /> : <CardDiscountBadge card={price} />}
        <QuickViewButton slug={product.slug} name={product.name} />
        <WishlistHeartSlot productId={product.id} className="absolute bottom-2 right-2 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="truncate text-xs font-medium uppercase tracking-wide text-slate-500">{product.brand}</p>
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug">
          {/* the one link of the card, stretched over all of it (the eye, heart and price links sit above) */}
          <Link href={href} className="after:absolute after:inset-0 hover:text-brand-700">
            {product.name}
          </Link>
        </h3>
        {product.reviews_count > 0 && (
          <p className="flex items-center gap-1 text-xs text-slate-500">
            <StarRating value={product.product_rating} size={12} /> ({product.reviews_count})
          </p>
        )}
        <p className="truncate text-xs text-slate-500">Sold by {product.vendor_name}</p>
        <RegulatoryBadge cls={product.regulatory_class} className="self-start" />
        {/* a signed-in page's card a visitor may not price: the buyer's price comes with their other parts */}
        <div
          className="mt-auto pt-2"
          {...{ [BUYER_CARD_ATTR]: !visitor && visitorCardHidesPrice(price.price_state) ? product.id : undefined }}
        >
          {visitor ? (
            <CardPriceTag price={price} signInHref={signInUrl(href)} />
          ) : (
            <CardPrice card={price} signInHref={signInUrl(href)} />
          )}
          {product.in_stock === "N" && <p className="mt-1 text-xs font-medium text-red-700">Out of Stock</p>}
        </div>
      </div>
    </article>
  );
}
