import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { servicePlans, serviceProviders, services, wishlists } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { CARD_FIELDS, CARD_P, CARD_V, toCard, VISIBLE_PV, type ProductCard } from "@/features/catalog/server";

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
  const p = CARD_P;
  const productRows = await db
    .select({ ...CARD_FIELDS, minimum_order: p.minimumOrder })
    .from(wishlists)
    .innerJoin(p, eq(p.id, wishlists.productId))
    .innerJoin(CARD_V, eq(CARD_V.id, p.vendorId))
    .where(and(eq(wishlists.userId, viewer.id), VISIBLE_PV))
    .orderBy(desc(wishlists.createdAt), desc(wishlists.id))
    .limit(500);
  // the cheapest plan of each saved service, when it has any
  const pl = db
    .select({ id: servicePlans.id, name: servicePlans.name, type: servicePlans.type, feeCents: servicePlans.feeCents })
    .from(servicePlans)
    .where(eq(servicePlans.serviceId, services.id))
    .orderBy(servicePlans.feeCents, servicePlans.id)
    .limit(1)
    .as("pl");
  const serviceRows = await db
    .select({
      id: services.id,
      name: services.name,
      slug: services.slug,
      provider_id: serviceProviders.id,
      provider_name: serviceProviders.name,
      provider_slug: serviceProviders.slug,
      plan_id: pl.id,
      plan_name: pl.name,
      plan_type: pl.type,
      fee_cents: pl.feeCents,
    })
    .from(wishlists)
    .innerJoin(services, eq(services.id, wishlists.serviceId))
    .innerJoin(serviceProviders, eq(serviceProviders.id, services.providerId))
    .leftJoinLateral(pl, sql`true`)
    .where(eq(wishlists.userId, viewer.id))
    .orderBy(desc(wishlists.createdAt), desc(wishlists.id))
    .limit(500);
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
