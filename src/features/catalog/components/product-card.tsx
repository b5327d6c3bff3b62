import Link from "next/link";
import { WishlistHeart } from "@/features/wishlist/components/wishlist-heart";
import { signInUrl } from "@/lib/urls";
import type { ProductCard as Card } from "../server/listing";
import { PriceTag } from "./price-tag";

export function ProductCard({ product }: { product: Card }) {
  const href = `/${product.slug}`;
  return (
    <article className="card relative flex flex-col overflow-hidden transition hover:shadow-md">
      <WishlistHeart productId={product.id} className="absolute right-2 top-2 z-10" />
      <Link href={href} className="block aspect-square bg-slate-100">
        {/* eslint-disable-next-line @next/next/no-img-element -- generated images are already sized */}
        <img src={product.image} alt={product.name} width={480} height={480} loading="lazy" className="h-full w-full object-cover" />
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs text-slate-500">{product.brand}</p>
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug">
          <Link href={href} className="hover:text-brand-700">{product.name}</Link>
        </h3>
        <p className="text-xs text-slate-500">Sold by {product.vendor_name}</p>
        <div className="mt-auto pt-2">
          <PriceTag state={product.price_state} priceCents={product.price_cents} catalogCents={product.catalog_cents}
            discounted={product.discounted} signInHref={signInUrl(href)} />
          {product.in_stock === "N" && <p className="mt-1 text-xs font-medium text-red-700">Out of Stock</p>}
        </div>
      </div>
    </article>
  );
}
