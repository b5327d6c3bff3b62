"use client";

/**
 * Buyer-to-vendor actions shown in quick view and on the product page (requests feature):
 * 'Request for Price', request a sample, and the free logo printing prompt.
 */
export type RequestProduct = {
  id: number; vendor_id: number; slug: string; see_price: string; sample_product: boolean; allow_customization: string;
  in_stock: string; quantity: number; price: number | null; type: string; logo_url: string | null;
};

export function PriceRequestButton(props: { product: RequestProduct }) { void props; return null; }
export function SampleRequestButton(props: { product: RequestProduct }) { void props; return null; }
export function LogoPrintingPrompt(props: { product: RequestProduct; selectedVariationId: number | null }) { void props; return null; }
