"use client";
import { LogoPrintingPrompt, PriceRequestButton, SampleRequestButton, type RequestProduct } from "./request-actions";

/** The buy box's request row; sales reps get the price request only (no samples or logo features). */
export function RequestButtons({
  product,
  variationId,
  rep,
}: {
  product: RequestProduct;
  variationId: number | null;
  rep: boolean;
}) {
  return (
    <>
      <PriceRequestButton product={product} />
      {!rep && <SampleRequestButton product={product} />}
      {!rep && <LogoPrintingPrompt product={product} selectedVariationId={variationId} />}
    </>
  );
}
