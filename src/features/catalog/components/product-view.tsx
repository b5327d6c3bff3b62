import Link from "next/link";
import { WishlistHeart } from "@/features/wishlist/components/wishlist-heart";
import { signInUrl } from "@/lib/urls";
import type { ProductDetail } from "../server/product-detail";
import { PriceTag } from "./price-tag";

/** Server-rendered product page body: the interactive buy box arrives with the catalog work. */
export function ProductView({ product }: { product: ProductDetail }) {
  const main = product.images[0];
  const href = `/${product.slug}`;
  return (
    <div className="container-page py-8">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
        <Link href="/">Home</Link>
        {product.categories.map((c) => (
          <span key={c.slug}> / <Link href={`/${c.slug}`}>{c.name}</Link></span>
        ))}
      </nav>
      <div className="grid gap-8 md:grid-cols-2">
        <div className="card overflow-hidden">
          {/* eslint-disable-next-line @next/next/no-img-element -- generated images are already sized */}
          <img src={main?.large ?? "/placeholder.svg"} alt={product.name} width={960} height={960} className="aspect-square w-full object-cover" />
        </div>
        <div>
          <p className="text-sm text-slate-500">{product.brand}</p>
          <div className="flex items-start justify-between gap-3">
            <h1 className="text-2xl font-bold">{product.name}</h1>
            <WishlistHeart productId={product.id} className="shrink-0" />
          </div>
          <p className="mt-1 text-sm text-slate-600">SKU: {product.sku}</p>
          <div className="mt-4 text-xl">
            <PriceTag state={product.price_state} priceCents={product.price === null ? null : Math.round(product.price * 100)}
              catalogCents={product.price_catalog === null ? null : Math.round(product.price_catalog * 100)}
              discounted={product.price_discounted !== null} signInHref={signInUrl(href)} />
          </div>
          <p className="mt-4 text-sm">
            Sold By <Link href={`/vendors/${product.vendor.slug}`} className="font-semibold text-brand-700">{product.vendor.name}</Link>
          </p>
          <p className="mt-4 text-slate-700">{product.short_description}</p>
        </div>
      </div>
      <section className="mt-10">
        <h2 className="text-lg font-bold">Description</h2>
        <p className="mt-2 max-w-3xl whitespace-pre-line text-slate-700">{product.description}</p>
      </section>
    </div>
  );
}
