import "server-only";
// A clinic's order guides live with the cart they fill: the cart receives a guide's lines at par.
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clinicOrderGuideItems, clinicOrderGuides, products, productVariations } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { addToCart } from "./add";
import { effectivePriceCents } from "@/features/catalog/server";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { fromCents } from "@/lib/money";
import { requireClinic } from "@/features/clinic/server";

async function ownGuide(organizationId: string, id: number) {
  const db = await getDb();
  const [g] = await db.select().from(clinicOrderGuides).where(eq(clinicOrderGuides.id, id));
  if (!g) throw notFound("That order guide does not exist.");
  if (g.organizationId !== organizationId) throw forbidden("That order guide belongs to another clinic.");
  return g;
}

export async function listGuides(viewer: Viewer) {
  const ctx = await requireClinic(viewer, "view_orders");
  const db = await getDb();
  const guides = await db
    .select()
    .from(clinicOrderGuides)
    .where(eq(clinicOrderGuides.organizationId, ctx.organizationId))
    .orderBy(asc(clinicOrderGuides.name));
  const items = guides.length
    ? await db
        .select({
          id: clinicOrderGuideItems.id,
          guideId: clinicOrderGuideItems.guideId,
          productId: clinicOrderGuideItems.productId,
          variationId: clinicOrderGuideItems.variationId,
          par: clinicOrderGuideItems.parLevel,
          name: products.name,
          sku: products.sku,
        })
        .from(clinicOrderGuideItems)
        .innerJoin(products, eq(products.id, clinicOrderGuideItems.productId))
        .where(
          inArray(
            clinicOrderGuideItems.guideId,
            guides.map((g) => g.id),
          ),
        )
        .orderBy(asc(clinicOrderGuideItems.id))
    : [];
  return guides.map((g) => ({
    id: g.id,
    name: g.name,
    location_id: g.locationId,
    items: items
      .filter((i) => i.guideId === g.id)
      .map((i) => ({
        id: i.id,
        product_id: i.productId,
        variation_id: i.variationId,
        name: i.name,
        sku: i.sku,
        par_level: i.par,
      })),
  }));
}

export async function createGuide(viewer: Viewer, name: string, locationId: number | null) {
  const ctx = await requireClinic(viewer, "build_cart");
  const db = await getDb();
  const [g] = await db
    .insert(clinicOrderGuides)
    .values({ organizationId: ctx.organizationId, locationId, name, createdBy: viewer.id })
    .returning({ id: clinicOrderGuides.id });
  return { id: g!.id };
}

/** The product (and variation) a typed SKU names: SKUs are unique among products and among variations. */
async function bySku(sku: string): Promise<{ productId: number; variationId: number | null }> {
  const db = await getDb();
  const wanted = sku.trim().toLowerCase();
  const [p] = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`lower(${products.sku}) = ${wanted}`)
    .limit(1);
  if (p) return { productId: p.id, variationId: null };
  const [v] = await db
    .select({ id: productVariations.id, productId: productVariations.productId })
    .from(productVariations)
    .where(sql`lower(${productVariations.sku}) = ${wanted}`)
    .limit(1);
  if (v) return { productId: v.productId, variationId: v.id };
  throw notFound(`No product has the SKU “${sku.trim()}”. Check it, or search by name.`);
}

/** Adds an item (picked by id or typed by SKU) or sets its par level. */
export async function setGuideItem(
  viewer: Viewer,
  guideId: number,
  item: { product_id?: number; sku?: string; variation_id?: number | null; par_level: number },
) {
  const ctx = await requireClinic(viewer, "build_cart");
  await ownGuide(ctx.organizationId, guideId);
  const db = await getDb();
  const picked =
    item.product_id !== undefined
      ? { productId: item.product_id, variationId: item.variation_id ?? null }
      : await bySku(item.sku ?? "");
  const [p] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.id, picked.productId));
  if (!p) throw notFound("That product does not exist.");
  const variationId = picked.variationId;
  const same = and(
    eq(clinicOrderGuideItems.guideId, guideId),
    eq(clinicOrderGuideItems.productId, p.id),
    variationId === null
      ? isNull(clinicOrderGuideItems.variationId)
      : eq(clinicOrderGuideItems.variationId, variationId),
  );
  const [existing] = await db.select({ id: clinicOrderGuideItems.id }).from(clinicOrderGuideItems).where(same);
  if (existing)
    await db
      .update(clinicOrderGuideItems)
      .set({ parLevel: item.par_level })
      .where(eq(clinicOrderGuideItems.id, existing.id));
  else
    await db.insert(clinicOrderGuideItems).values({ guideId, productId: p.id, variationId, parLevel: item.par_level });
  return {
    guide_id: guideId,
    product_id: p.id,
    variation_id: variationId,
    name: p.name,
    par_level: item.par_level,
    added: !existing,
  };
}

export type Substitute = { product_id: number; vendor_id: number; name: string; sku: string; price: number };

/** An in-stock product of the same category a buyer at this level may buy, nearest in price. */
async function substituteFor(productId: number, quantity: number, level: number): Promise<Substitute | null> {
  const db = await getDb();
  const [orig] = await db
    .select({ categoryId: products.categoryId, price: products.priceCents, catalog: products.priceCatalogCents })
    .from(products)
    .where(eq(products.id, productId));
  if (!orig?.categoryId) return null;
  const target = orig.price ?? orig.catalog ?? 0;
  const price = sql<number>`coalesce(${products.priceCents}, ${products.priceCatalogCents})`;
  const [s] = await db
    .select({
      product_id: products.id,
      vendor_id: products.vendorId,
      name: products.name,
      sku: products.sku,
      priceCents: products.priceCents,
      catalogCents: products.priceCatalogCents,
      discountedCents: products.priceDiscountedCents,
      discountEnd: sql<string | null>`${products.priceDiscountedEnd}`,
    })
    .from(products)
    .where(
      and(
        eq(products.categoryId, orig.categoryId),
        ne(products.id, productId),
        eq(products.inStock, "Y"),
        sql`${products.quantity} >= ${quantity}`,
        sql`${products.level} <= ${level}`,
        sql`${products.seePrice} in ('login', 'without_login')`,
        sql`${price} > 0`,
        sql`not exists (select 1 from ${productVariations} where ${productVariations.productId} = ${products.id})`,
      ),
    )
    .orderBy(sql`abs(${price} - ${target})`, asc(products.id))
    .limit(1);
  if (!s) return null;
  return {
    product_id: s.product_id,
    vendor_id: s.vendor_id,
    name: s.name,
    sku: s.sku,
    price: fromCents(effectivePriceCents(s, new Date()) ?? 0),
  };
}

/**
 * Puts a whole guide into the viewer's cart at par level: every line passes the cart's own checks
 * (today's price, stock, level, limits); what cannot be added comes back with the reason and an
 * in-stock substitute from the same category when one exists.
 */
export async function addGuideToCart(viewer: Viewer, guideId: number) {
  const ctx = await requireClinic(viewer, "build_cart");
  await ownGuide(ctx.organizationId, guideId);
  const db = await getDb();
  const items = await db
    .select({
      productId: clinicOrderGuideItems.productId,
      variationId: clinicOrderGuideItems.variationId,
      par: clinicOrderGuideItems.parLevel,
      vendorId: products.vendorId,
      name: products.name,
    })
    .from(clinicOrderGuideItems)
    .innerJoin(products, eq(products.id, clinicOrderGuideItems.productId))
    .where(eq(clinicOrderGuideItems.guideId, guideId))
    .orderBy(asc(clinicOrderGuideItems.id));
  const added: { product_id: number; quantity: number }[] = [];
  const unavailable: { product_id: number; name: string; reason: string; substitute: Substitute | null }[] = [];
  for (const it of items) {
    try {
      await addToCart(viewer, {
        type: "product",
        product_id: it.productId,
        vendor_id: it.vendorId,
        variation_id: it.variationId,
        quantity: it.par,
      });
      added.push({ product_id: it.productId, quantity: it.par });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      unavailable.push({
        product_id: it.productId,
        name: it.name,
        reason: err.message,
        substitute: await substituteFor(it.productId, it.par, viewer.level),
      });
    }
  }
  return { added, unavailable };
}
