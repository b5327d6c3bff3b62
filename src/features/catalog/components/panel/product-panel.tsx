"use client";
import { RegulatoryBadge } from "@/features/compliance";
import Link from "@/components/ui/intent-link";
import { useEffect, useMemo, useState } from "react";
import { Notice } from "@/components/ui/notice";
import { useViewer } from "@/features/accounts";
import { toCents } from "@/lib/money";
import { signInUrl } from "@/lib/urls";
import {
  freeShippingMessage,
  HIDDEN_BUY_VENDOR_ID,
  minimumOrderNote,
  returnPolicyText,
  thresholdMessage,
  upgradeMessage,
} from "../../rules";
import {
  discountBadge,
  findVariationBySku,
  initialQuantity,
  primaryAction,
  quantityLimits,
  selectedUnit,
} from "../../panel-state";
import type { ProductDetail } from "../../server/product-detail";
import { BuyActions } from "./buy-actions";
import { Gallery } from "./gallery";
import { PriceBlock } from "./price-block";
import { ProductFacts, RatingRow, RequestButtons, SetContents, VariationChooser } from "./panel-parts";
import { QuantityStepper } from "./quantity-stepper";
import { useAddToCartMessage } from "./use-add-to-cart-message";

/**
 * Gallery and buy box of one product: the same component in quick view and on the
 * product page, so both follow the same rules. The URL hash names the chosen variation.
 */
export function ProductPanel({
  product,
  inModal = false,
  pending = false,
}: {
  product: ProductDetail;
  inModal?: boolean;
  /** the buyer's own view is on its way (member shell): price and buy box hold their place */
  pending?: boolean;
}) {
  const viewer = useViewer();
  const rep = viewer?.isSalesRep === true;
  const [variationId, setVariationId] = useState<number | null>(null);
  const [activeSlide, setActiveSlide] = useState(0);
  // starts at the minimum order, so quick view never offers a quantity the cart would refuse
  const [qty, setQty] = useState(() => String(initialQuantity(selectedUnit(product, null))));
  const cart = useAddToCartMessage(product);
  const unit = useMemo(() => selectedUnit(product, variationId, cart.inCart), [product, variationId, cart.inCart]);
  const { max, limit, thresholdError } = quantityLimits(viewer, unit);
  const action = primaryAction(viewer, product, unit);
  const badge = discountBadge(unit);
  const href = `/${product.slug}`;
  const signInHref = signInUrl(typeof window === "undefined" ? href : window.location.pathname + window.location.hash);

  // A #sku in the address preselects that variation (SPEC §2).
  useEffect(() => {
    const fromHash = () => {
      const v = findVariationBySku(product, decodeURIComponent(window.location.hash.slice(1)));
      if (v) choose(v.id, false);
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- product identity is the only input
  }, [product]);

  function choose(id: number, writeHash = true) {
    const v = product.sub_products.find((x) => x.id === id);
    if (!v) return;
    setVariationId(id);
    const u = selectedUnit(product, id, cart.inCart);
    setQty(String(initialQuantity(u)));
    // each variation shows its own picture when the product has enough of them
    if (product.images.length > 1) setActiveSlide(product.sub_products.indexOf(v) % product.images.length);
    if (writeHash) history.replaceState(history.state, "", `#${encodeURIComponent(v.sku)}`);
  }

  const add = () => {
    if (action.kind === "choose-variation") return cart.flash("error", "Please select a variation.");
    cart.add(unit.variationId, Number.parseInt(qty, 10) || 1);
  };

  const Title = inModal ? "h2" : "h1";
  const minShipping = toCents(product.vendor.minimum_amount_for_free_shipping);
  const hideVendorActions = product.vendor_id === HIDDEN_BUY_VENDOR_ID;

  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-8">
      <Gallery
        name={product.name}
        images={product.images}
        videos={product.videos}
        active={activeSlide}
        onActive={setActiveSlide}
        badge={pending ? null : badge}
      />
      <div className="flex min-w-0 flex-col gap-4">
        <div>
          {product.brand && <p className="text-sm font-medium text-brand-700">{product.brand}</p>}
          <Title className="text-xl font-bold leading-tight sm:text-2xl">{product.name}</Title>
          <RegulatoryBadge cls={product.regulatory_class} className="mt-1" />
          <RatingRow product={product} showWishlist={!rep} />
        </div>
        {pending ? (
          <div aria-hidden className="h-8 w-40 animate-pulse rounded bg-slate-100" data-testid="price-pending" />
        ) : (
          <PriceBlock
            state={product.price_state}
            unit={unit}
            range={product.range}
            badge={badge}
            signInHref={signInHref}
          />
        )}
        {!pending && product.quoted_price && (
          <p className="text-sm font-medium text-brand-800">
            Your quoted price from {product.vendor.name}, valid until {product.quoted_price.valid_until}
          </p>
        )}
        {minShipping ? (
          <p className="rounded-md bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
            {freeShippingMessage(minShipping)}
          </p>
        ) : null}
        {typeof product.vendor.return_window_days === "number" && (
          <p className="text-sm text-slate-600">{returnPolicyText(product.vendor.return_window_days)}</p>
        )}
        {product.sub_products.length > 0 && (
          <VariationChooser product={product} selected={variationId} onChoose={(id) => choose(id)} />
        )}
        {product.set_items.length > 0 && <SetContents items={product.set_items} />}
        {pending ? (
          <div aria-hidden className="h-11 w-full max-w-sm animate-pulse rounded-md bg-slate-100" />
        ) : (
          <>
            {action.kind === "upgrade" && <Notice tone="warning">{upgradeMessage(action.level)}</Notice>}
            {thresholdError && limit !== null && action.kind === "add" && (
              <Notice tone="error">{thresholdMessage(unit.inCart, limit)}</Notice>
            )}
            {action.kind === "add" && minimumOrderNote(unit.minimumOrder) && (
              <p className="text-sm font-medium text-slate-700" data-testid="minimum-order">
                {minimumOrderNote(unit.minimumOrder)}
              </p>
            )}
            <div className="flex flex-wrap items-center gap-3">
              {(action.kind === "add" || action.kind === "choose-variation") && (
                <QuantityStepper
                  value={qty}
                  onChange={setQty}
                  threshold={unit.threshold}
                  max={max}
                  minimumOrder={unit.minimumOrder}
                  inCart={unit.inCart}
                  disabled={thresholdError || cart.busy}
                />
              )}
              {!hideVendorActions && (
                <BuyActions
                  action={action}
                  busy={cart.busy}
                  disabled={thresholdError}
                  onAdd={add}
                  signInHref={signInHref}
                />
              )}
              {!hideVendorActions && (
                <RequestButtons product={product} unit={unit} variationId={variationId} rep={rep} />
              )}
            </div>
          </>
        )}
        {cart.message && <Notice tone={cart.message.tone}>{cart.message.text}</Notice>}
        <ProductFacts product={product} sku={unit.sku} />
        {inModal && (
          <Link
            href={`${href}${variationId ? `#${encodeURIComponent(unit.sku)}` : ""}`}
            className="text-sm font-semibold text-brand-700 underline"
          >
            View Detail
          </Link>
        )}
      </div>
    </div>
  );
}
