import type { Metadata } from "next";
import Link from "@/components/ui/intent-link";
import { VendorLogo } from "@/features/catalog/components/vendor-visuals";
import { productImageUrl } from "@/features/catalog/media";
import { listServiceProviders } from "@/features/catalog/server/services";
import { formatUsd } from "@/lib/money";

export const metadata: Metadata = {
  title: "Service Providers",
  description: "Software, laboratory, maintenance and training services for veterinary practices.",
};

export default async function ServiceProvidersPage() {
  const providers = await listServiceProviders();
  return (
    <div className="container-page py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Service Providers</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Software, laboratory, maintenance and training services for your practice, with plans you can add to the same
        cart as your supplies.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {providers.map((p) => (
          <li key={p.id}>
            <Link
              href={`/service-providers/${p.slug}`}
              className="card flex h-full gap-4 p-4 transition hover:border-brand-300 hover:shadow-md"
            >
              <VendorLogo name={p.name} size={56} src={p.logo_file ? productImageUrl(p.logo_file).thumbnail : null} />
              <div className="min-w-0">
                <p className="font-semibold text-ink">{p.name}</p>
                <p className="text-xs text-slate-500">
                  {p.services} services{p.from_cents !== null ? ` · plans from ${formatUsd(p.from_cents)}` : ""}
                </p>
                <p className="mt-1 line-clamp-2 text-sm text-slate-600">{p.about}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
