import { sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  categories,
  productImages,
  productQuickFacts,
  productSetItems,
  productVariations,
  productVideos,
  products,
  servicePlans,
  serviceProviders,
  services,
  vendors,
} from "../schema";
import { generateCatalog, generateProducts, type GeneratedProduct } from "./generate";
import { pipeline, withIndexesBuiltAfter } from "./bulk-load";
import { advanceIdSequences } from "./id-sequences";
import { insertUnnest } from "./insert-unnest";
import { seededIdentifiers, seedItemOverlap } from "./item-overlap";

const BATCH = 500;

// Search reads want GIN indexes without pending lists (migration 0006); a bulk load wants the
// opposite. The seed batches into pending lists, then merges them once and switches back.
const GIN_INDEXES = ["products_search_idx", "products_name_trgm_idx", "products_sku_trgm_idx"];

async function setGinFastUpdate(db: Db, on: boolean): Promise<void> {
  for (const name of GIN_INDEXES) {
    await db.execute(sql.raw(`alter index ${name} set (fastupdate = ${on ? "on" : "off"})`));
    if (!on) await db.execute(sql.raw(`select gin_clean_pending_list('${name}'::regclass)`));
  }
}

/** Child rows get ids derived from the product id, so a re-run finds them and inserts nothing. */
const childId = (productId: number, n: number) => productId * 10 + n;

async function insertBatch(
  db: Db,
  batch: GeneratedProduct[],
  names: { vendor: Map<number, string>; category: Map<number, string> },
  bulk = false,
): Promise<void> {
  if (bulk)
    // a seed that fails is run again: its batches need not wait for the disk to acknowledge them
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      await insertRows(tx as unknown as Db, batch, names);
    });
  return insertRows(db, batch, names);
}

async function insertRows(
  db: Db,
  batch: GeneratedProduct[],
  names: { vendor: Map<number, string>; category: Map<number, string> },
): Promise<void> {
  await insertUnnest(
    db,
    products,
    batch.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      sku: p.sku,
      type: p.type,
      vendorId: p.vendorId,
      categoryId: p.categoryId,
      brand: p.brand,
      shortDescription: p.shortDescription,
      description: p.description,
      specs: p.specs,
      priceCents: p.priceCents,
      priceCatalogCents: p.priceCatalogCents,
      priceDiscountedCents: p.priceDiscountedCents,
      priceDiscountedEnd: p.priceDiscountedEnd ? new Date(p.priceDiscountedEnd) : null,
      seePrice: p.seePrice,
      level: p.level,
      quantity: p.quantity,
      inStock: p.inStock,
      minimumOrder: p.minimumOrder,
      maxQuantityThreshold: p.maxQuantityThreshold,
      sampleProduct: p.sampleProduct,
      allowCustomization: p.allowCustomization,
      captionType: p.captionType,
      productViews: p.productViews,
      productRating: p.productRating,
      unitSold: p.unitSold,
      reviewsCount: p.reviewsCount,
      isFeatured: p.isFeatured,
      isHot: p.isHot,
      regulatoryClass: p.regulatoryClass,
      ...seededIdentifiers(p),
      createdAt: new Date(p.createdAt),
      searchExtra: [
        names.vendor.get(p.vendorId),
        names.category.get(p.categoryId),
        ...p.quickFacts.map((q) => q.name),
      ].join(" "),
    })),
  );

  const images = batch.flatMap((p) =>
    Array.from({ length: p.imageKeys }, (_, n) => ({
      id: childId(p.id, n),
      productId: p.id,
      name: `p${p.id}-${n}.webp`,
      position: n,
    })),
  );
  const facts = batch.flatMap((p) =>
    p.quickFacts.map((q, n) => ({ id: childId(p.id, n), productId: p.id, type: q.type, name: q.name })),
  );
  const variations = batch.flatMap((p) =>
    (p.variations ?? []).map((v, n) => ({
      id: childId(p.id, n),
      productId: p.id,
      sku: v.sku,
      caption: v.caption,
      priceCents: v.priceCents,
      priceCatalogCents: v.priceCatalogCents,
      priceDiscountedCents: v.priceDiscountedCents,
      quantity: v.quantity,
      minimumOrder: v.minimumOrder,
      maxQuantityThreshold: v.maxQuantityThreshold,
      sampleProduct: v.sampleProduct,
      position: n,
    })),
  );
  const setItems = batch.flatMap((p) =>
    (p.setItems ?? []).map((s, n) => ({ id: childId(p.id, n), productId: p.id, name: s.name, sku: s.sku, qty: s.qty })),
  );
  const videos = batch.flatMap((p) =>
    (p.videos ?? []).map((v, n) => ({
      id: childId(p.id, n),
      productId: p.id,
      videoType: v.videoType,
      name: v.name,
      width: v.width,
      height: v.height,
    })),
  );
  await insertUnnest(db, productImages, images);
  await insertUnnest(db, productQuickFacts, facts);
  await insertUnnest(db, productVariations, variations);
  await insertUnnest(db, productSetItems, setItems);
  await insertUnnest(db, productVideos, videos);
}

/** The tables a product load fills (their secondary indexes are built after a bulk load). */
const BULK_TABLES = [
  "products",
  "product_images",
  "product_quick_facts",
  "product_variations",
  "product_set_items",
  "product_videos",
];

/**
 * The catalog. `bulk` (Postgres, empty tables: `npm run seed` decides) builds the products' secondary
 * indexes after the load, writes each batch in one transaction without waiting for the disk flush,
 * and keeps two batches in flight. `sameItems` lists popular items again at other vendors
 * (`seedItemOverlap`) before the indexes are built.
 */
export async function seedCatalog(
  db: Db,
  opts: { products: number; log?: (msg: string) => void; bulk?: boolean; sameItems?: boolean },
): Promise<void> {
  const log = opts.log ?? (() => undefined);
  const catalog = generateCatalog({ products: 0 });
  await db
    .insert(categories)
    .values(
      catalog.categories.map((c) => ({
        id: c.id,
        parentId: c.parentId,
        name: c.name,
        slug: c.slug,
        position: c.position,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(vendors)
    .values(
      catalog.vendors.map((v) => ({
        id: v.id,
        name: v.name,
        slug: v.slug,
        about: v.about,
        city: v.city,
        state: v.state,
        minimumAmountForFreeShippingCents: v.minimumFreeShippingCents,
        isFeatured: v.isFeatured,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(serviceProviders)
    .values(
      catalog.serviceProviders.map((s) => ({ id: s.id, name: s.name, slug: s.slug, about: s.about, state: s.state })),
    )
    .onConflictDoNothing();
  await db
    .insert(services)
    .values(
      catalog.services.map((s) => ({
        id: s.id,
        providerId: s.providerId,
        name: s.name,
        slug: s.slug,
        description: s.description,
        categoryName: s.categoryName ?? null,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(servicePlans)
    .values(
      catalog.plans.map((p) => ({
        id: p.id,
        serviceId: p.serviceId,
        name: p.name,
        type: p.type,
        feeCents: p.feeCents,
        additionalFeeCents: p.additionalFeeCents,
        equipmentFeeCents: p.equipmentFeeCents,
      })),
    )
    .onConflictDoNothing();
  log(
    `  ${catalog.categories.length} categories, ${catalog.vendors.length} vendors, ${catalog.serviceProviders.length} service providers, ${catalog.services.length} services`,
  );

  const names = {
    vendor: new Map(catalog.vendors.map((v) => [v.id, v.name])),
    category: new Map(catalog.categories.map((c) => [c.id, c.name])),
  };
  let done = 0;
  let batch: GeneratedProduct[] = [];
  const loadProducts = async () => {
    // a bulk load keeps two batches in flight: the next one is generated while one is written
    const writes = pipeline(opts.bulk ? 2 : 1);
    for (const p of generateProducts({ products: opts.products })) {
      batch.push(p);
      if (batch.length === BATCH) {
        const full = batch;
        batch = [];
        await writes.push(() => insertBatch(db, full, names, opts.bulk === true));
        done += full.length;
        if (done % 10000 === 0) log(`  ${done} products`);
      }
    }
    if (batch.length) await writes.push(() => insertBatch(db, batch, names, opts.bulk === true));
    await writes.drain();
  };
  // the same items from other vendors are listed inside the load too: at a million, inserting them and
  // setting the originals' item with the secondary indexes in place took minutes
  const load = async () => {
    await loadProducts();
    if (opts.sameItems) await seedItemOverlap(db, log);
  };
  if (opts.bulk) {
    await withIndexesBuiltAfter(db, BULK_TABLES, load, log);
  } else {
    await setGinFastUpdate(db, true);
    try {
      await load();
    } finally {
      await setGinFastUpdate(db, false);
    }
  }
  await advanceIdSequences(db);
  // PGlite has no autovacuum: without this the planner has no statistics for the new rows
  await db.execute(sql`vacuum analyze`);
}
