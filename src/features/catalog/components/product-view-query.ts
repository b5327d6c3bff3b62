"use client";
import type { ProductDetail } from "../server/product-detail";

/** The query key quick view and the product page share for one product as one viewer sees it. */
export const productViewKey = (slug: string, viewerId: string | null) => ["product-view", slug, viewerId] as const;

/** GET /api/product-view/{slug} (or /{slug}/{userId} when signed in): the product, masked for this viewer. */
export async function fetchProductView(slug: string, viewerId: string | null): Promise<ProductDetail> {
  const url = `/api/product-view/${encodeURIComponent(slug)}${viewerId ? `/${encodeURIComponent(viewerId)}` : ""}`;
  const res = await fetch(url, { headers: { accept: "application/json" }, cache: "no-store" });
  const body = (await res.json()) as { success: boolean; data?: ProductDetail; message?: string };
  if (!res.ok || !body.success || !body.data) throw new Error(body.message ?? "Product not found.");
  return body.data;
}
