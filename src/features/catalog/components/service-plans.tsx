import Link from "@/components/ui/intent-link";
import { formatUsd } from "@/lib/money";
import type { ServiceDetail } from "../server/services";
import { PlanAddToCart } from "./route-parts";

/** A service's plans as price cards with add-to-cart. */
export function ServicePlans({ service, returnTo }: { service: ServiceDetail; returnTo: string }) {
  if (service.plans.length === 0) return <p className="text-sm text-slate-600">No plans listed yet.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {service.plans.map((p) => (
        <li key={p.id} className="card flex flex-col gap-2 p-4">
          <p className="font-semibold">{p.name}</p>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{p.type}</p>
          <p className="text-2xl font-bold text-ink">{formatUsd(p.fee_cents)}</p>
          <ul className="text-xs text-slate-600">
            {p.additional_fee_cents > 0 && <li>+ {formatUsd(p.additional_fee_cents)} per additional licence</li>}
            {p.equipment_fee_cents > 0 && <li>+ {formatUsd(p.equipment_fee_cents)} equipment fee per licence</li>}
          </ul>
          <div className="mt-auto pt-2">
            <PlanAddToCart planId={p.id} serviceId={service.id} providerId={service.provider.id} returnTo={returnTo} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ServiceSummary({ service }: { service: ServiceDetail }) {
  return (
    <article className="card p-5">
      <h3 className="text-lg font-semibold">
        <Link href={`/${service.slug}`} className="hover:text-brand-700">
          {service.name}
        </Link>
      </h3>
      {service.category_name && (
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{service.category_name}</p>
      )}
      <p className="mt-2 line-clamp-3 text-sm text-slate-600">{service.description}</p>
      <div className="mt-4">
        <ServicePlans service={service} returnTo={`/service-providers/${service.provider.slug}`} />
      </div>
    </article>
  );
}
