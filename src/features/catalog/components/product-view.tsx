import { BUYER_PRODUCT_ATTR } from "@/features/accounts";
import type { ProductDetail } from "../server/product-detail";
import type { ProductCard as Card } from "../server/listing";
import { CategoryBreadcrumb } from "./breadcrumb";
import { ViewerProductPanel, VisitorProductPanel } from "./route-parts";
import { ProductCard } from "./product-card";
import { AlsoSoldBySlot } from "./also-sold-by-slot";

/** schema.org Product for search engines; offers only when the price is public to this viewer. */
export function productJsonLd(product: ProductDetail, origin = "") {
  const price = product.price_discounted ?? product.price;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    description: product.short_description || undefined,
    image: product.images.map((i) => `${origin}${i.large}`),
    brand: product.brand ? { "@type": "Brand", name: product.brand } : undefined,
    category: product.category.name,
    aggregateRating:
      product.reviews_count > 0
        ? { "@type": "AggregateRating", ratingValue: product.product_rating, reviewCount: product.reviews_count }
        : undefined,
    offers: price
      ? {
          "@type": "Offer",
          priceCurrency: "USD",
          price: price.toFixed(2),
          url: `${origin}/${product.slug}`,
          availability: product.in_stock === "Y" ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
          seller: { "@type": "Organization", name: product.vendor.name },
        }
      : undefined,
  };
}

/**
 * Product page: the same buy box as quick view, plus description, specifications and related products.
 * `askAssistant` is the assistant's button beside the description, passed in by app/.
 */
export function ProductView({
  product,
  related,
  askAssistant,
  signedIn,
}: {
  product: ProductDetail;
  related: Card[];
  askAssistant?: React.ReactNode;
  /** drawn for a signed-in buyer or a member shell: the panel follows the viewer as it arrives */
  signedIn: boolean;
}) {
  const specs = Object.entries(product.specs ?? {});
  const panelProduct = { ...product, description: "", short_description: "", specs: {} };
  const ld = JSON.stringify(productJsonLd(product)).replace(/</g, "\\u003c");
  return (
    <div className="container-page py-6 sm:py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: ld }} />
      <CategoryBreadcrumb trail={product.categories} className="mb-4" />
      {/* the long texts render here on the server; the client panel does not need them */}
      {/* a member shell's product: the buyer's view of it comes with their other parts (accounts' buyer-parts) */}
      <section
        aria-label="Product"
        className="card p-4 sm:p-6"
        {...{ [BUYER_PRODUCT_ATTR]: signedIn && !product.for_viewer ? product.slug : undefined }}
      >
        {signedIn ? <ViewerProductPanel product={panelProduct} /> : <VisitorProductPanel product={panelProduct} />}
      </section>
      <AlsoSoldBySlot productId={product.id} slug={product.slug} />
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="desc-h" className="card p-5 lg:col-span-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="desc-h" className="text-lg font-bold">
              Description
            </h2>
            {askAssistant}
          </div>
          {product.short_description && <p className="mt-3 font-medium text-slate-700">{product.short_description}</p>}
          <p className="mt-3 whitespace-pre-line leading-relaxed text-slate-700">{product.description}</p>
          {product.files.length > 0 && (
            <ul className="mt-4 space-y-1 text-sm">
              {product.files.map((f) => (
                <li key={f.id}>
                  <a
                    href={`/media/files/${encodeURIComponent(f.name)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 underline"
                  >
                    {f.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="spec-h" className="card p-5">
          <h2 id="spec-h" className="text-lg font-bold">
            Specifications
          </h2>
          {specs.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No specifications listed.</p>
          ) : (
            <table className="mt-3 w-full text-sm">
              <tbody>
                {specs.map(([k, v]) => (
                  <tr key={k} className="border-t border-slate-100 first:border-0">
                    <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-500">
                      {k}
                    </th>
                    <td className="py-2">{v}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-h" className="mt-10">
          <h2 id="related-h" className="mb-4 text-lg font-bold">
            Related products
          </h2>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
            {related.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
