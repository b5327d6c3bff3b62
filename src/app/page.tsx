import Link from "@/components/ui/intent-link";
import { BadgePercent, ShieldCheck, Store, Truck } from "lucide-react";
import { getViewer } from "@/features/accounts/server/session";
import { ProductCard } from "@/features/catalog/components/product-card";
import { VendorLogo } from "@/features/catalog/components/vendor-visuals";
import { departmentsWithCategories } from "@/features/catalog/server/category";
import { featured, hot, todayDeals } from "@/features/catalog/server/collections";
import type { ProductCard as Card } from "@/features/catalog/server/listing";
import { listVendors } from "@/features/catalog/server/vendors";

function Row({ id, title, href, products }: { id: string; title: string; href: string; products: Card[] }) {
  if (products.length === 0) return null;
  return (
    <section className="container-page py-6" aria-labelledby={id}>
      <div className="mb-4 flex items-end justify-between">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        <Link href={href} className="text-sm font-semibold text-brand-700 hover:underline">
          View all
        </Link>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
        {products.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </div>
    </section>
  );
}

const PROMISES = [
  { icon: Store, title: "Hundreds of vendors", text: "One cart for every supplier" },
  { icon: ShieldCheck, title: "Verified practices", text: "Professional pricing for clinics" },
  { icon: Truck, title: "Free shipping", text: "On vendor minimum orders" },
  { icon: BadgePercent, title: "Daily deals", text: "Live discounts from vendors" },
];

export default async function HomePage() {
  const viewer = await getViewer();
  const [feat, deals, hotList, departments, vendors] = await Promise.all([
    featured(viewer, 6),
    todayDeals(viewer, 6),
    hot(viewer, 6),
    departmentsWithCategories(),
    listVendors(8),
  ]);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900 text-white">
        <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">
              The veterinary B2B marketplace
            </p>
            <h1 className="mt-2 max-w-2xl text-3xl font-bold leading-tight sm:text-4xl">
              Everything your clinic orders, from every vendor, in one cart.
            </h1>
            <p className="mt-3 max-w-xl text-brand-100">
              Pharmaceuticals, vaccines, surgical and dental supplies, diagnostics and services — with the prices your
              practice qualifies for.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link href="/shop-now" className="btn bg-white text-brand-800 hover:bg-brand-50">
                Shop by category
              </Link>
              <Link href="/today-deals" className="btn border border-white/60 text-white hover:bg-white/10">
                Today&apos;s Deals
              </Link>
            </div>
          </div>
          <ul className="grid grid-cols-2 gap-3">
            {PROMISES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl bg-white/10 p-4 ring-1 ring-white/15">
                <Icon className="h-6 w-6 text-brand-200" aria-hidden="true" />
                <p className="mt-2 font-semibold">{title}</p>
                <p className="text-sm text-brand-100">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="container-page py-8" aria-labelledby="dept-h">
        <div className="mb-4 flex items-end justify-between">
          <h2 id="dept-h" className="text-xl font-bold">
            Shop by department
          </h2>
          <Link href="/shop-now" className="text-sm font-semibold text-brand-700 hover:underline">
            All categories
          </Link>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {departments.map((d) => (
            <li key={d.id}>
              <Link
                href={`/${d.slug}`}
                className="card flex h-full flex-col p-4 transition hover:border-brand-300 hover:shadow-md"
              >
                <span className="font-semibold text-ink">{d.name}</span>
                <span className="mt-1 line-clamp-2 text-xs text-slate-500">
                  {d.children
                    .slice(0, 3)
                    .map((c) => c.name)
                    .join(" · ")}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Row id="deals-h" title="Today's Deals" href="/today-deals" products={deals} />
      <Row id="featured-h" title="Featured Products" href="/featured-products" products={feat} />
      <Row id="hot-h" title="Hot Products" href="/hot-products" products={hotList} />
      <section className="container-page py-8" aria-labelledby="vendors-h">
        <div className="mb-4 flex items-end justify-between">
          <h2 id="vendors-h" className="text-xl font-bold">
            Shop by vendor
          </h2>
          <Link href="/vendors" className="text-sm font-semibold text-brand-700 hover:underline">
            All vendors
          </Link>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {vendors.map((v) => (
            <li key={v.id}>
              <Link
                href={`/vendors/${v.slug}`}
                className="card flex h-full items-center gap-3 p-3 transition hover:border-brand-300 hover:shadow-md"
              >
                <VendorLogo name={v.name} size={44} className="ring-0" />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold">{v.name}</span>
                  <span className="text-xs text-slate-500">{v.products} products</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
