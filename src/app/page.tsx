import Link from "next/link";
import { getViewer } from "@/features/accounts/server/session";
import { ProductCard } from "@/features/catalog/components/product-card";
import { featuredProducts } from "@/features/catalog/server/listing";

export default async function HomePage() {
  const viewer = await getViewer();
  const products = await featuredProducts(viewer, 12);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
        <div className="container-page py-12 sm:py-16">
          <h1 className="max-w-2xl text-3xl font-bold sm:text-4xl">Everything your clinic orders, from every vendor, in one cart.</h1>
          <p className="mt-3 max-w-xl text-brand-100">Pharmaceuticals, vaccines, surgical and dental supplies, diagnostics and services — with the prices your practice qualifies for.</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href="/shop-now" className="btn bg-white text-brand-800 hover:bg-brand-50">Shop by category</Link>
            <Link href="/today-deals" className="btn border border-white/60 text-white hover:bg-white/10">Today&apos;s Deals</Link>
          </div>
        </div>
      </section>
      <section className="container-page py-10" aria-labelledby="featured-heading">
        <div className="mb-4 flex items-end justify-between">
          <h2 id="featured-heading" className="text-xl font-bold">Featured products</h2>
          <Link href="/featured-products" className="text-sm font-semibold text-brand-700">View all</Link>
        </div>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
          {products.map((p) => <ProductCard key={p.id} product={p} />)}
        </div>
      </section>
    </>
  );
}
