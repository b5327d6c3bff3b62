import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/db/client";
import { jsonListOrEmpty, jsonObject, scalar } from "@/db/json";
import { servicePlans, serviceProviders, services } from "@/db/schema";

export type Plan = {
  id: number;
  name: string;
  type: string;
  fee_cents: number;
  additional_fee_cents: number;
  equipment_fee_cents: number;
};
export type ServiceDetail = {
  id: number;
  name: string;
  slug: string;
  description: string;
  category_name: string | null;
  provider: { id: number; name: string; slug: string; about: string; state: string | null; logo_file: string | null };
  plans: Plan[];
};

const plansOf = (serviceId: typeof services.id) =>
  jsonListOrEmpty(
    jsonObject({
      id: servicePlans.id,
      name: servicePlans.name,
      type: servicePlans.type,
      fee_cents: servicePlans.feeCents,
      additional_fee_cents: servicePlans.additionalFeeCents,
      equipment_fee_cents: servicePlans.equipmentFeeCents,
    }),
    sql`from ${servicePlans} where ${servicePlans.serviceId} = ${serviceId}`,
    sql`${servicePlans.feeCents}, ${servicePlans.id}`,
  );

const providerFields = {
  id: serviceProviders.id,
  name: serviceProviders.name,
  slug: serviceProviders.slug,
  about: serviceProviders.about,
  state: serviceProviders.state,
  logo_file: serviceProviders.logoFile,
};

/** A published service with its provider and plans, one statement (unpublished: null, the page 404s). */
export const getService = cache(async (id: number): Promise<ServiceDetail | null> => {
  const db = await getDb();
  const [row] = await db
    .select({
      id: services.id,
      name: services.name,
      slug: services.slug,
      description: services.description,
      category_name: services.categoryName,
      provider: jsonObject(providerFields),
      plans: plansOf(services.id),
    })
    .from(services)
    .innerJoin(serviceProviders, eq(serviceProviders.id, services.providerId))
    .where(and(eq(services.id, id), eq(services.published, true)));
  return row ?? null;
});

export type ProviderSummary = {
  id: number;
  name: string;
  slug: string;
  about: string;
  state: string | null;
  logo_file: string | null;
  services: number;
  from_cents: number | null;
};

export async function listServiceProviders(): Promise<ProviderSummary[]> {
  const db = await getDb();
  const sp = serviceProviders;
  return db
    .select({
      ...providerFields,
      services: scalar<number>(
        sql`select count(*)::int from ${services} where ${services.providerId} = ${sp.id} and ${services.published}`,
      ),
      from_cents: scalar<number | null>(sql`select min(${servicePlans.feeCents})::int from ${servicePlans}
        join ${services} on ${services.id} = ${servicePlans.serviceId} where ${services.providerId} = ${sp.id} and ${services.published}`),
    })
    .from(sp)
    .orderBy(sp.name);
}

export type ProviderPage = {
  id: number;
  name: string;
  slug: string;
  about: string;
  state: string | null;
  logo_file: string | null;
  header_file: string | null;
  services: ServiceDetail[];
};

/** A provider's profile (description, logo, header) with every published service and its plans, one statement. */
export async function getServiceProvider(slug: string): Promise<ProviderPage | null> {
  const db = await getDb();
  const sp = serviceProviders;
  const service = jsonObject({
    id: services.id,
    name: services.name,
    slug: services.slug,
    description: services.description,
    category_name: services.categoryName,
    // the provider's own page already shows its about text
    provider: jsonObject({ ...providerFields, about: sql<string>`''` }),
    plans: plansOf(services.id),
  });
  const [row] = await db
    .select({
      ...providerFields,
      header_file: sp.headerFile,
      services: jsonListOrEmpty(
        service,
        sql`from ${services} where ${services.providerId} = ${sp.id} and ${services.published}`,
        sql`${services.name}`,
      ),
    })
    .from(sp)
    .where(eq(sp.slug, slug));
  return row ?? null;
}
