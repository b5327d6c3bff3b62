import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { auditLog, categories, productImages, productQuickFacts, products, slugRegistry, vendors } from "@/db/schema";
import { assignItems, productImageUrl, storedIdentifiers } from "@/features/catalog/server";
import { announceChange } from "@/lib/change-bus";
import { AppError, badRequest, forbidden, notFound } from "@/lib/errors";
import { dollarsToCents, fromCents } from "@/lib/money";
import { slugify } from "../import-rules";
import {
  changedPriceFields,
  changedVariationPrices,
  discountEndInstant,
  listingTypeFor,
  searchExtraFor,
  statusAfterWrite,
} from "../rules";
import { parseRegulatoryClass } from "@/features/compliance";
import { changeListingClass, lastClassDecision, pendingClassChange } from "@/features/compliance/server";
import { LISTING_SEE_PRICES, type ListingCreateInput, type ListingStatus, type ListingUpdateInput } from "../schema";
import { can } from "../../rules";
import { vendorIdOf, type VendorContext } from "../../server/access";
import {
  childCounts,
  replaceSetItems,
  saveVariations,
  setItemsOf,
  variationCents,
  variationPrices,
  variationsOf,
} from "./listing-variations";

/** Who made a change, as records name them: the portal user, or the API key. */
const actorOf = (ctx: VendorContext) => ctx.userId ?? `api-key:${ctx.keyId}`;
const cents = (d: number | null | undefined) => (d === null || d === undefined ? d : dollarsToCents(d));
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/** Leaf categories a listing can sit in, named with their department, for the form's list. */
export async function listingCategories() {
  const db = await getDb();
  const parent = sql<string>`(select c2.name from ${categories} c2 where c2.id = ${categories.parentId})`;
  const rows = await db
    .select({ slug: categories.slug, name: categories.name, parent })
    .from(categories)
    .where(isNotNull(categories.parentId))
    .orderBy(asc(parent), asc(categories.name));
  return rows.map((r) => ({ slug: r.slug, label: r.parent ? `${r.parent} › ${r.name}` : r.name }));
}

async function sellerFacts(tx: Tx, vendorId: number) {
  const [v] = await tx
    .select({ name: vendors.name, reviewFirst: vendors.reviewFirst })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  return v!;
}

async function categoryBySlug(tx: Tx, slug: string) {
  const [c] = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.slug, slug));
  if (!c) throw badRequest(`Category "${slug}" does not exist; pick one from the list.`);
  return c;
}

async function replaceQuickFacts(tx: Tx, productId: number, facts: { type: string; name: string }[]) {
  await tx.delete(productQuickFacts).where(eq(productQuickFacts.productId, productId));
  if (!facts.length) return;
  await tx.insert(productQuickFacts).values(facts.map((f) => ({ productId, ...f })));
}

/** The operator's reason for the latest rejection or takedown, kept in the audit entry of the decision. */
async function rejectionReason(productId: number): Promise<string | null> {
  const db = await getDb();
  const [entry] = await db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, "product"),
        eq(auditLog.targetId, String(productId)),
        inArray(auditLog.action, ["product.reject", "product.takedown"]),
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(1);
  const reason = (entry?.after as { reason?: unknown } | null)?.reason;
  return typeof reason === "string" ? reason : null;
}

/** The form's visibility choice for a stored status: a queued listing asked to be published. */
const formStatus = (status: string): ListingStatus =>
  status === "published" || status === "pending_review" ? "published" : status === "draft" ? "draft" : "unpublished";

/** One of the vendor's own listings with everything the edit form shows; another vendor's id is a 404. */
export async function getListing(ctx: VendorContext, id: number) {
  const db = await getDb();
  const [p] = await db
    .select({ product: products, category: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), eq(products.vendorId, vendorIdOf(ctx))));
  if (!p) throw notFound("This listing does not exist.");
  const [facts, images, variations, setItems, classPending, classRejected] = await Promise.all([
    db
      .select({ type: productQuickFacts.type, name: productQuickFacts.name })
      .from(productQuickFacts)
      .where(eq(productQuickFacts.productId, id))
      .orderBy(asc(productQuickFacts.id)),
    db
      .select({ id: productImages.id, name: productImages.name })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    variationsOf(db, id),
    setItemsOf(db, id),
    pendingClassChange(db, id),
    lastClassDecision(db, id),
  ]);
  const r = p.product;
  return {
    rejectedBecause: r.status === "rejected" || r.status === "taken_down" ? await rejectionReason(id) : null,
    classPending,
    classRejected: classPending ? null : classRejected,
    id: r.id,
    slug: r.slug,
    status: r.status,
    images: images.map((i) => ({ ...i, url: productImageUrl(i.name).thumbnail })),
    input: {
      name: r.name,
      sku: r.sku,
      category: p.category,
      brand: r.brand,
      short_description: r.shortDescription,
      description: r.description,
      price_catalog: fromCents(r.priceCatalogCents ?? r.priceCents ?? 0),
      price_discounted: r.priceDiscountedCents === null ? null : fromCents(r.priceDiscountedCents),
      price_discounted_end: day(r.priceDiscountedEnd),
      see_price: (LISTING_SEE_PRICES as readonly string[]).includes(r.seePrice)
        ? (r.seePrice as ListingCreateInput["see_price"])
        : "request",
      level: r.level,
      quantity: r.quantity,
      minimum_order: r.minimumOrder,
      max_quantity_threshold: r.maxQuantityThreshold,
      sample_product: r.sampleProduct,
      allow_customization: r.allowCustomization === "Y",
      regulatory_class: parseRegulatoryClass(r.regulatoryClass) ?? "none",
      quick_facts: facts,
      variations,
      set_items: setItems,
      status: formStatus(r.status),
      manufacturer: r.manufacturer,
      mpn: r.mpn,
      ndc: r.ndc,
      gtin: r.gtin,
      pack_size: r.packSize,
      pack_unit: r.packUnit,
    },
    itemId: r.itemId,
  };
}
export type ListingForEdit = Awaited<ReturnType<typeof getListing>>;

/** Columns a listing write sets from the input (only the fields present). */
function columnsFrom(input: ListingUpdateInput) {
  const catalog = cents(input.price_catalog);
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.brand !== undefined && { brand: input.brand }),
    ...(input.short_description !== undefined && { shortDescription: input.short_description }),
    ...(input.description !== undefined && { description: input.description }),
    // the selling price is the catalog price; the storefront applies a running discount itself
    ...(catalog !== undefined && { priceCents: catalog, priceCatalogCents: catalog }),
    ...(input.price_discounted !== undefined && { priceDiscountedCents: cents(input.price_discounted) }),
    ...(input.price_discounted_end !== undefined && {
      priceDiscountedEnd: discountEndInstant(input.price_discounted_end),
    }),
    ...(input.see_price !== undefined && { seePrice: input.see_price }),
    ...(input.level !== undefined && { level: input.level }),
    ...(input.quantity !== undefined && { quantity: input.quantity, inStock: input.quantity > 0 ? "Y" : "N" }),
    ...(input.minimum_order !== undefined && { minimumOrder: input.minimum_order }),
    ...(input.max_quantity_threshold !== undefined && { maxQuantityThreshold: input.max_quantity_threshold }),
    ...(input.sample_product !== undefined && { sampleProduct: input.sample_product }),
    ...(input.allow_customization !== undefined && { allowCustomization: input.allow_customization ? "Y" : "N" }),
    ...storedIdentifiers(input),
    ...(input.pack_size !== undefined && { packSize: input.pack_size }),
    ...(input.pack_unit !== undefined && { packUnit: input.pack_unit }),
  };
}

/**
 * Creates a listing of the caller's vendor. Setting a price is a price change, so the route asks for
 * `change_prices`. A review-first vendor's published listing waits in the moderation queue.
 */
export async function createListing(ctx: VendorContext, input: ListingCreateInput) {
  const vendorId = vendorIdOf(ctx);
  if (!can(ctx.role, "change_prices"))
    throw forbidden(`Your role (${ctx.role}) cannot set prices, so it cannot create listings.`);
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: products.id }).from(products).where(eq(products.sku, input.sku));
    if (taken) throw new AppError("CONFLICT", `SKU ${input.sku} is already used; choose another.`);
    const category = await categoryBySlug(tx, input.category);
    const seller = await sellerFacts(tx, vendorId);
    const slug = `${slugify(input.name)}-${slugify(input.sku)}`;
    const [clash] = await tx.select({ slug: slugRegistry.slug }).from(slugRegistry).where(eq(slugRegistry.slug, slug));
    if (clash) throw new AppError("CONFLICT", `The address /${slug} is already used; change the name or SKU.`);
    const status = statusAfterWrite({ current: null, requested: input.status, reviewFirst: seller.reviewFirst });
    const [{ id }] = await tx
      .insert(products)
      .values({
        sku: input.sku,
        slug,
        vendorId,
        categoryId: category.id,
        status,
        searchExtra: searchExtraFor(seller.name, category.name, input.quick_facts),
        regulatoryClass: input.regulatory_class,
        ...(columnsFrom(input) as ReturnType<typeof columnsFrom> & { name: string }),
      })
      .returning({ id: products.id });
    await replaceQuickFacts(tx, id, input.quick_facts);
    await saveChildren(tx, id, input.sku, input);
    await assignItems(tx, [id]);
    return { id, slug, status };
  });
  await announceChange({ kind: "product", ids: [created.id] });
  return created;
}

/** The fields a listing's item is matched on (catalog item-rules' keys). */
const IDENTITY_FIELDS = ["name", "manufacturer", "mpn", "ndc", "gtin", "pack_size", "pack_unit"] as const;

/**
 * Changes one of the caller's listings; another vendor's id is a 404 and changes nothing. Staff may
 * save the form as long as the prices they send are the ones already set (403 otherwise).
 */
export async function updateListing(ctx: VendorContext, id: number, input: ListingUpdateInput) {
  const vendorId = vendorIdOf(ctx);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [p] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.vendorId, vendorId)))
      .for("update");
    if (!p) throw notFound("This listing does not exist.");
    const priceChanges = changedPriceFields(
      {
        catalogCents: p.priceCatalogCents ?? p.priceCents,
        discountedCents: p.priceDiscountedCents,
        discountEnd: day(p.priceDiscountedEnd),
      },
      {
        catalogCents: input.price_catalog === undefined ? undefined : dollarsToCents(input.price_catalog),
        discountedCents: cents(input.price_discounted),
        discountEnd: input.price_discounted_end,
      },
    );
    if (priceChanges.length && !can(ctx.role, "change_prices"))
      throw forbidden(`Your role (${ctx.role}) cannot change prices (${priceChanges.join(", ")}); nothing was saved.`);
    if (input.variations && !can(ctx.role, "change_prices")) {
      const changed = changedVariationPrices(await variationPrices(tx, id), input.variations.map(variationCents));
      if (changed.length)
        throw forbidden(
          `Your role (${ctx.role}) cannot set variation prices (${changed.join(", ")}); nothing was saved.`,
        );
    }
    const classTo = input.regulatory_class;
    const classChanges = classTo !== undefined && classTo !== (parseRegulatoryClass(p.regulatoryClass) ?? "none");
    if (classChanges && !can(ctx.role, "change_regulatory_class"))
      throw forbidden(
        `Your role (${ctx.role}) cannot change a listing's regulatory class; only the shop's owner can. Nothing was saved.`,
      );
    const catalog = cents(input.price_catalog) ?? p.priceCatalogCents ?? p.priceCents ?? 0;
    const discounted = input.price_discounted !== undefined ? cents(input.price_discounted) : p.priceDiscountedCents;
    if (discounted !== null && discounted !== undefined && discounted >= catalog)
      throw badRequest("The discounted price must be lower than the catalog price.");
    const category = input.category ? await categoryBySlug(tx, input.category) : null;
    const seller = await sellerFacts(tx, vendorId);
    const status = statusAfterWrite({ current: p.status, requested: input.status, reviewFirst: seller.reviewFirst });
    if (input.quick_facts) await replaceQuickFacts(tx, id, input.quick_facts);
    await saveChildren(tx, id, p.sku, input);
    const facts = await tx
      .select({ name: productQuickFacts.name })
      .from(productQuickFacts)
      .where(eq(productQuickFacts.productId, id));
    const [cat] = category
      ? [category]
      : await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, p.categoryId));
    await tx
      .update(products)
      .set({
        ...columnsFrom(input),
        ...(category && { categoryId: category.id }),
        status,
        searchExtra: searchExtraFor(seller.name, cat?.name ?? "", facts),
      })
      .where(eq(products.id, id));
    // a new name or identifier can make this listing another item's twin (or no one's); a price or stock
    // change cannot, and does not pay for the match
    if (IDENTITY_FIELDS.some((f) => input[f] !== undefined)) await assignItems(tx, [id]);
    const classChange = classChanges
      ? await changeListingClass(tx, {
          productId: id,
          vendorId,
          from: p.regulatoryClass,
          to: classTo,
          by: actorOf(ctx),
        })
      : null;
    return { id, slug: p.slug, status, ...(classChange && { regulatory_class_change: classChange }) };
  });
  await announceChange({ kind: "product", ids: [id] });
  return result;
}

/**
 * Saves the variations and set contents sent (leaving out a list keeps it) and sets the storefront type
 * from what the listing then has; variations and a set together are refused, as the schema does per request.
 */
async function saveChildren(tx: Tx, id: number, sku: string, input: ListingUpdateInput) {
  if (input.variations?.some((v) => v.sku.toLowerCase() === sku.toLowerCase()))
    throw badRequest(`A variation cannot use the listing's own SKU ${sku}.`);
  if (input.variations) await saveVariations(tx, id, input.variations);
  if (input.set_items) await replaceSetItems(tx, id, input.set_items);
  const counts = await childCounts(tx, id);
  if (counts.variations && counts.setItems)
    throw badRequest("A listing can have variations or set contents, not both; remove one of them.");
  await tx
    .update(products)
    .set({ type: listingTypeFor(counts.variations, counts.setItems) })
    .where(eq(products.id, id));
}

/** Whether the operator reviews this vendor's new and changed listings first (the form says so). */
export async function reviewsFirst(ctx: VendorContext): Promise<boolean> {
  const db = await getDb();
  return (await sellerFacts(db, vendorIdOf(ctx))).reviewFirst;
}
