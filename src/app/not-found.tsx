import Link from "next/link";

export default function NotFound() {
  return (
    <div className="container-page py-20 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">We couldn&apos;t find that page</h1>
      <p className="mt-2 text-slate-600">The product or page may have moved. Try searching or browse by category.</p>
      <div className="mt-6 flex justify-center gap-3">
        <Link href="/" className="btn-primary">
          Go to home
        </Link>
        <Link href="/shop-now" className="btn-outline">
          Shop by category
        </Link>
      </div>
    </div>
  );
}
