import "server-only";
import { and, asc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { productSetItems, productVariations, products } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { dollarsToCents, fromCents } from "@/lib/money";
import type { SetItemInput, VariationInput } from "../schema";

/** A listing's variations as the form and the API show them, in the storefront's order. */
export async function variationsOf(tx: Tx, productId: number): Promise<VariationInput[]> {
  const rows = await tx
    .select()
    .from(productVariations)
    .where(eq(productVariations.productId, productId))
    .orderBy(asc(productVariations.position), asc(productVariations.id));
  return rows.map((v) => ({
    sku: v.sku,
    caption: v.caption,
    price_catalog: fromCents(v.priceCatalogCents ?? v.priceCents ?? 0),
    price_discounted: v.priceDiscountedCents === null ? null : fromCents(v.priceDiscountedCents),
    quantity: v.quantity,
    minimum_order: v.minimumOrder,
    max_quantity_threshold: v.maxQuantityThreshold,
    sample_product: v.sampleProduct,
  }));
}

export async function setItemsOf(tx: Tx, productId: number): Promise<SetItemInput[]> {
  return tx
    .select({ name: productSetItems.name, sku: productSetItems.sku, qty: productSetItems.qty })
    .from(productSetItems)
    .where(eq(productSetItems.productId, productId))
    .orderBy(asc(productSetItems.id));
}

/** Prices of the stored variations in cents, for the staff price rule. */
export async function variationPrices(tx: Tx, productId: number) {
  return tx
    .select({
      sku: productVariations.sku,
      catalogCents: sql<
        number | null
      >`coalesce(${productVariations.priceCatalogCents}, ${productVariations.priceCents})`,
      discountedCents: productVariations.priceDiscountedCents,
    })
    .from(productVariations)
    .where(eq(productVariations.productId, productId));
}

export const variationCents = (v: VariationInput) => ({
  sku: v.sku,
  catalogCents: dollarsToCents(v.price_catalog),
  discountedCents: v.price_discounted === null ? null : dollarsToCents(v.price_discounted),
});

/** A variation SKU names one thing on the marketplace: not another listing's variation nor any listing. */
async function refuseTakenSkus(tx: Tx, productId: number, skus: string[]) {
  if (!skus.length) return;
  const [variation] = await tx
    .select({ sku: productVariations.sku })
    .from(productVariations)
    .where(and(inArray(productVariations.sku, skus), ne(productVariations.productId, productId)))
    .limit(1);
  const [listing] = await tx
    .select({ sku: products.sku })
    .from(products)
    .where(and(inArray(products.sku, skus), ne(products.id, productId)))
    .limit(1);
  const taken = variation?.sku ?? listing?.sku;
  if (taken) throw new AppError("CONFLICT", `SKU ${taken} is already used; choose another for that variation.`);
}

/**
 * Makes the listing's variations the given list. Rows are matched by SKU and kept (a buyer's cart line
 * points at the variation's id); variations no longer listed are removed, and so leave carts.
 */
export async function saveVariations(tx: Tx, productId: number, list: VariationInput[]) {
  await refuseTakenSkus(
    tx,
    productId,
    list.map((v) => v.sku),
  );
  const stored = await tx
    .select({ id: productVariations.id, sku: productVariations.sku })
    .from(productVariations)
    .where(eq(productVariations.productId, productId));
  const keep = new Map(stored.map((s) => [s.sku, s.id]));
  const wanted = list.map((v) => v.sku);
  await tx
    .delete(productVariations)
    .where(
      wanted.length
        ? and(eq(productVariations.productId, productId), notInArray(productVariations.sku, wanted))
        : eq(productVariations.productId, productId),
    );
  const columns = (v: VariationInput, position: number) => {
    const { catalogCents, discountedCents } = variationCents(v);
    return {
      caption: v.caption,
      priceCents: catalogCents,
      priceCatalogCents: catalogCents,
      priceDiscountedCents: discountedCents,
      quantity: v.quantity,
      minimumOrder: v.minimum_order,
      maxQuantityThreshold: v.max_quantity_threshold,
      sampleProduct: v.sample_product,
      position,
    };
  };
  for (const [position, v] of list.entries()) {
    const id = keep.get(v.sku);
    if (id !== undefined)
      await tx.update(productVariations).set(columns(v, position)).where(eq(productVariations.id, id));
    else await tx.insert(productVariations).values({ productId, sku: v.sku, ...columns(v, position) });
  }
}

/** Makes the set's contents the given list (nothing else points at these rows). */
export async function replaceSetItems(tx: Tx, productId: number, items: SetItemInput[]) {
  await tx.delete(productSetItems).where(eq(productSetItems.productId, productId));
  if (!items.length) return;
  await tx.insert(productSetItems).values(items.map((s) => ({ productId, ...s })));
}

/** How many variations and set items the listing has now, to set its storefront type. */
export async function childCounts(tx: Tx, productId: number) {
  const [row] = await tx
    .select({
      variations: sql<number>`(select count(*)::int from ${productVariations} where ${productVariations.productId} = ${productId})`,
      setItems: sql<number>`(select count(*)::int from ${productSetItems} where ${productSetItems.productId} = ${productId})`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}
