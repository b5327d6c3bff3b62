"use client";
import { api } from "@/lib/api-client";
import type { ProductDetail } from "../server/product-detail";

/** The query key quick view and the product page share for one product as one viewer sees it. */
export const productViewKey = (slug: string, viewerId: string | null) => ["product-view", slug, viewerId] as const;

/** GET /api/product-view/{slug} (or /{slug}/{userId} when signed in): the product, masked for this viewer. */
export async function fetchProductView(slug: string, viewerId: string | null): Promise<ProductDetail> {
  const url = `/api/product-view/${encodeURIComponent(slug)}${viewerId ? `/${encodeURIComponent(viewerId)}` : ""}`;
  const res = await api<{ data?: ProductDetail }>("GET", url, undefined, {
    headers: { accept: "application/json" },
    cache: "no-store",
  });
  if (!res.ok) throw new Error(res.message);
  if (!res.data?.data) throw new Error("Product not found.");
  return res.data.data;
}
