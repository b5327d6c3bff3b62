import type { Metadata } from "next";
import Link from "next/link";
import { VendorLogo } from "@/features/catalog/components/vendor-visuals";
import { listVendors } from "@/features/catalog/server/vendors";
import { formatUsd } from "@/lib/money";

export const metadata: Metadata = {
  title: "Vendors",
  description: "Shop veterinary suppliers and manufacturers selling on DVM Market.",
};

export default async function VendorsPage() {
  const vendors = await listVendors();
  return (
    <div className="container-page py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Vendors</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Every vendor selling on DVM Market. Open a shop to browse its catalog, shipping terms and chat with the vendor.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {vendors.map((v) => (
          <li key={v.id}>
            <Link
              href={`/vendors/${v.slug}`}
              className="card flex h-full gap-4 p-4 transition hover:border-brand-300 hover:shadow-md"
            >
              <VendorLogo name={v.name} size={56} />
              <div className="min-w-0">
                <p className="font-semibold text-ink">{v.name}</p>
                <p className="text-xs text-slate-500">
                  {[v.city, v.state].filter(Boolean).join(", ")}
                  {v.city || v.state ? " · " : ""}
                  {v.products.toLocaleString("en-US")} products
                </p>
                <p className="mt-1 line-clamp-2 text-sm text-slate-600">{v.about}</p>
                {v.minimum_amount_for_free_shipping_cents ? (
                  <p className="mt-1 text-xs font-medium text-brand-700">
                    Free shipping over {formatUsd(v.minimum_amount_for_free_shipping_cents)}
                  </p>
                ) : null}
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
