import Link from "@/components/ui/intent-link";
import { notFound } from "next/navigation";
import { getService } from "../server/services";
import { WishlistHeartSlot } from "./catalog-slots";
import { ServicePlans } from "./service-plans";

export async function ServicePage({ serviceId }: { serviceId: number }) {
  const service = await getService(serviceId);
  if (!service) notFound();
  return (
    <div className="container-page py-6 sm:py-8">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
        <Link href="/" className="hover:text-brand-700">
          Home
        </Link>{" "}
        /{" "}
        <Link href="/service-providers" className="hover:text-brand-700">
          Service Providers
        </Link>{" "}
        /{" "}
        <Link href={`/service-providers/${service.provider.slug}`} className="hover:text-brand-700">
          {service.provider.name}
        </Link>
      </nav>
      <div className="card p-5 sm:p-6">
        <p className="text-sm font-medium text-brand-700">{service.category_name ?? "Service"}</p>
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl font-bold">{service.name}</h1>
          <WishlistHeartSlot serviceId={service.id} />
        </div>
        <p className="mt-1 text-sm">
          Provided by{" "}
          <Link href={`/service-providers/${service.provider.slug}`} className="font-semibold text-brand-700">
            {service.provider.name}
          </Link>
        </p>
        <p className="mt-4 max-w-3xl whitespace-pre-line leading-relaxed text-slate-700">{service.description}</p>
      </div>
      <h2 className="mt-8 mb-3 text-lg font-bold">Plans</h2>
      <ServicePlans service={service} returnTo={`/${service.slug}`} />
    </div>
  );
}
