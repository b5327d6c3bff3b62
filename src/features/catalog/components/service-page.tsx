import Link from "next/link";
import { eq } from "drizzle-orm";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { servicePlans, serviceProviders, services } from "@/db/schema";
import { formatUsd } from "@/lib/money";

export async function ServicePage({ serviceId }: { serviceId: number }) {
  const db = await getDb();
  const [row] = await db.select({ service: services, provider: serviceProviders }).from(services)
    .innerJoin(serviceProviders, eq(serviceProviders.id, services.providerId)).where(eq(services.id, serviceId)).limit(1);
  if (!row) notFound();
  const plans = await db.select().from(servicePlans).where(eq(servicePlans.serviceId, serviceId)).orderBy(servicePlans.feeCents);
  return (
    <div className="container-page py-8">
      <p className="text-sm text-slate-500">Service</p>
      <h1 className="text-2xl font-bold">{row.service.name}</h1>
      <p className="mt-1 text-sm">
        Provided by <Link href={`/service-providers/${row.provider.slug}`} className="font-semibold text-brand-700">{row.provider.name}</Link>
      </p>
      <p className="mt-4 max-w-3xl text-slate-700">{row.service.description}</p>
      <h2 className="mt-8 text-lg font-bold">Plans</h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {plans.map((p) => (
          <li key={p.id} className="card p-4">
            <p className="font-semibold">{p.name}</p>
            <p className="text-sm capitalize text-slate-500">{p.type}</p>
            <p className="mt-2 text-lg font-bold">{formatUsd(p.feeCents)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
