import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import type { Viewer } from "@/features/accounts/server";
import { CARD_COLUMNS, toCard, VISIBLE_PV, type ProductCard } from "@/features/catalog/server";

export type WishlistProduct = ProductCard & { minimum_order: number | null };
export type WishlistService = {
  id: number;
  name: string;
  slug: string;
  provider_id: number;
  provider_name: string;
  provider_slug: string;
  plan: { id: number; name: string; type: string; fee_cents: number } | null;
};

/**
 * Everything the /wishlist page shows, in two queries (products with cards, services with their cheapest plan).
 * A hidden product (unpublished, vendor suspended) stays saved but is not shown until it is visible again.
 */
export async function wishlistPageData(
  viewer: Viewer,
): Promise<{ products: WishlistProduct[]; services: WishlistService[] }> {
  const db = await getDb();
  const productRows = await queryRows<Parameters<typeof toCard>[0] & { minimum_order: number | null }>(
    db,
    sql`
    select ${CARD_COLUMNS}, p.minimum_order from wishlists w join products p on p.id = w.product_id join vendors v on v.id = p.vendor_id
    where w.user_id = ${viewer.id} and ${VISIBLE_PV} order by w.created_at desc, w.id desc limit 500`,
  );
  const serviceRows = await queryRows<{
    id: number;
    name: string;
    slug: string;
    provider_id: number;
    provider_name: string;
    provider_slug: string;
    plan_id: number | null;
    plan_name: string | null;
    plan_type: string | null;
    fee_cents: number | null;
  }>(
    db,
    sql`
    select s.id, s.name, s.slug, sp.id as provider_id, sp.name as provider_name, sp.slug as provider_slug,
      pl.id as plan_id, pl.name as plan_name, pl.type as plan_type, pl.fee_cents
    from wishlists w join services s on s.id = w.service_id join service_providers sp on sp.id = s.provider_id
    left join lateral (select * from service_plans x where x.service_id = s.id order by x.fee_cents, x.id limit 1) pl on true
    where w.user_id = ${viewer.id} order by w.created_at desc, w.id desc limit 500`,
  );
  return {
    products: productRows.map((r) => ({ ...toCard(r, viewer), minimum_order: r.minimum_order })),
    services: serviceRows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      provider_id: r.provider_id,
      provider_name: r.provider_name,
      provider_slug: r.provider_slug,
      plan: r.plan_id ? { id: r.plan_id, name: r.plan_name!, type: r.plan_type!, fee_cents: r.fee_cents! } : null,
    })),
  };
}
