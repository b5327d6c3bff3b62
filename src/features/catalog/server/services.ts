import "server-only";
import { sql } from "drizzle-orm";
import { cache } from "react";
import { getDb, queryRows } from "@/db/client";

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
  provider: { id: number; name: string; slug: string; about: string; state: string | null };
  plans: Plan[];
};

/** A published service with its provider and plans, one statement (unpublished: null, the page 404s). */
export const getService = cache(async (id: number): Promise<ServiceDetail | null> => {
  const db = await getDb();
  const [row] = await queryRows<ServiceDetail>(
    db,
    sql`select s.id, s.name, s.slug, s.description, s.category_name,
      json_build_object('id', sp.id, 'name', sp.name, 'slug', sp.slug, 'about', sp.about, 'state', sp.state) as provider,
      coalesce((select json_agg(json_build_object('id', pl.id, 'name', pl.name, 'type', pl.type, 'fee_cents', pl.fee_cents,
        'additional_fee_cents', pl.additional_fee_cents, 'equipment_fee_cents', pl.equipment_fee_cents) order by pl.fee_cents, pl.id)
        from service_plans pl where pl.service_id = s.id), '[]'::json) as plans
    from services s join service_providers sp on sp.id = s.provider_id where s.id = ${id} and s.published`,
  );
  return row ?? null;
});

export type ProviderSummary = {
  id: number;
  name: string;
  slug: string;
  about: string;
  state: string | null;
  services: number;
  from_cents: number | null;
};

export async function listServiceProviders(): Promise<ProviderSummary[]> {
  const db = await getDb();
  return queryRows<ProviderSummary>(
    db,
    sql`select sp.id, sp.name, sp.slug, sp.about, sp.state,
      (select count(*)::int from services s where s.provider_id = sp.id and s.published) as services,
      (select min(pl.fee_cents)::int from service_plans pl join services s on s.id = pl.service_id where s.provider_id = sp.id and s.published) as from_cents
    from service_providers sp order by sp.name`,
  );
}

export type ProviderPage = {
  id: number;
  name: string;
  slug: string;
  about: string;
  state: string | null;
  services: ServiceDetail[];
};

/** A provider with every service and plan, one statement. */
export async function getServiceProvider(slug: string): Promise<ProviderPage | null> {
  const db = await getDb();
  const [row] = await queryRows<ProviderPage>(
    db,
    sql`select sp.id, sp.name, sp.slug, sp.about, sp.state,
      coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name, 'slug', s.slug, 'description', s.description, 'category_name', s.category_name,
        'provider', json_build_object('id', sp.id, 'name', sp.name, 'slug', sp.slug, 'about', '', 'state', sp.state),
        'plans', coalesce((select json_agg(json_build_object('id', pl.id, 'name', pl.name, 'type', pl.type, 'fee_cents', pl.fee_cents,
          'additional_fee_cents', pl.additional_fee_cents, 'equipment_fee_cents', pl.equipment_fee_cents) order by pl.fee_cents, pl.id)
          from service_plans pl where pl.service_id = s.id), '[]'::json)) order by s.name) from services s where s.provider_id = sp.id and s.published), '[]'::json) as services
    from service_providers sp where sp.slug = ${slug}`,
  );
  return row ?? null;
}
