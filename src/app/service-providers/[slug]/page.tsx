import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ServiceSummary } from "@/features/catalog/components/service-plans";
import { VendorHeader, VendorLogo } from "@/features/catalog/components/vendor-visuals";
import { productImageUrl } from "@/features/catalog/media";
import { getServiceProvider } from "@/features/catalog/server/services";

type Props = { params: Promise<{ slug: string }> };
const load = cache(getServiceProvider);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await load((await params).slug);
  return p
    ? { title: p.name, description: p.about.slice(0, 160), alternates: { canonical: `/service-providers/${p.slug}` } }
    : { title: "Service provider not found" };
}

export default async function ServiceProviderPage({ params }: Props) {
  const provider = await load((await params).slug);
  if (!provider) notFound();
  return (
    <div>
      <VendorHeader
        name={provider.name}
        src={provider.header_file ? productImageUrl(provider.header_file).large : null}
      />
      <div className="container-page pb-10">
        <div className="-mt-10 flex items-start gap-4 sm:-mt-12">
          <VendorLogo
            name={provider.name}
            size={96}
            src={provider.logo_file ? productImageUrl(provider.logo_file).thumbnail : null}
          />
          <div className="pt-11 sm:pt-13">
            <h1 className="text-2xl font-bold sm:text-3xl">{provider.name}</h1>
            <p className="text-sm text-slate-500">
              {provider.state ? `${provider.state} · ` : ""}
              {provider.services.length} services
            </p>
          </div>
        </div>
        <section aria-labelledby="about-h" className="mt-4 max-w-3xl">
          <h2 id="about-h" className="sr-only">
            About {provider.name}
          </h2>
          <p className="leading-relaxed text-slate-700">{provider.about}</p>
        </section>
        <h2 className="mt-8 mb-3 text-lg font-bold">Services and plans</h2>
        <div className="grid gap-5">
          {provider.services.map((s) => (
            <ServiceSummary key={s.id} service={s} />
          ))}
        </div>
      </div>
    </div>
  );
}
