import type { ProductDetail } from "@/features/catalog/server/product-detail";
import type { RequestProduct } from "./components/request-actions";

/** Only what the request buttons need, so a page does not ship the whole product JSON to the client twice. */
export function toRequestProduct(p: ProductDetail, extra: Pick<RequestProduct, "sample_pending"> = {}): RequestProduct {
  return {
    id: p.id, vendor_id: p.vendor_id, slug: p.slug, see_price: p.see_price, sample_product: p.sample_product,
    allow_customization: p.allow_customization, in_stock: p.in_stock, quantity: p.quantity, price: p.price, type: p.type,
    logo_url: p.product_customization_logo?.logo_url ?? null,
    sub_products: p.sub_products.map((v) => ({ id: v.id, sample_product: v.sample_product })),
    ...extra,
  };
}
