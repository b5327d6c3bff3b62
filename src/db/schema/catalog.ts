import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

// Departments are the top-level rows (parent_id null); categories and subcategories hang below.
export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey(),
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("categories_parent_idx").on(t.parentId)],
);

export const vendors = pgTable("vendors", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  about: text("about").notNull().default(""),
  city: text("city"),
  state: text("state"),
  minimumAmountForFreeShippingCents: integer("minimum_amount_for_free_shipping_cents"),
  isFeatured: boolean("is_featured").notNull().default(false),
  // marketplace operation: a suspended vendor's products leave the storefront and search at once
  status: text("status").notNull().default("active"), // active | suspended
  commissionBps: integer("commission_bps").notNull().default(1000), // marketplace commission, basis points
  reviewFirst: boolean("review_first").notNull().default(false), // new or changed listings wait for the operator
  // shop settings the vendor keeps in the portal; pictures are names of re-encoded uploads
  logoFile: text("logo_file"),
  headerFile: text("header_file"),
  shippingFeeCents: integer("shipping_fee_cents"), // flat fee below the free-shipping minimum; null: the marketplace default
  paymentTerms: text("payment_terms"),
  leadDays: integer("lead_days").notNull().default(2), // business days from order to shipment, as offers show it
  // days after delivery a buyer may ask to return lines; 0: the shop takes no returns
  returnWindowDays: integer("return_window_days").notNull().default(30),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    sku: text("sku").notNull().unique(),
    type: text("type").notNull().default("simple"), // simple | variation | set
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    brand: text("brand").notNull().default(""),
    shortDescription: text("short_description").notNull().default(""),
    description: text("description").notNull().default(""),
    specs: jsonb("specs").$type<Record<string, string>>().notNull().default({}),
    priceCents: integer("price_cents"),
    priceCatalogCents: integer("price_catalog_cents"),
    priceDiscountedCents: integer("price_discounted_cents"),
    priceDiscountedEnd: timestamp("price_discounted_end", { withTimezone: true }),
    seePrice: text("see_price").notNull().default("without_login"),
    level: integer("level").notNull().default(1),
    quantity: integer("quantity").notNull().default(0),
    inStock: text("in_stock").notNull().default("Y"),
    minimumOrder: integer("minimum_order"),
    maxQuantityThreshold: integer("max_quantity_threshold"),
    sampleProduct: boolean("sample_product").notNull().default(false),
    allowCustomization: text("allow_customization").notNull().default("N"),
    captionType: text("caption_type"),
    vendorProductUrl: text("vendor_product_url"),
    productViews: integer("product_views").notNull().default(0),
    productRating: numeric("product_rating", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    unitSold: integer("unit_sold").notNull().default(0),
    reviewsCount: integer("reviews_count").notNull().default(0),
    isFeatured: boolean("is_featured").notNull().default(false),
    isHot: boolean("is_hot").notNull().default(false),
    // only "published" listings reach the storefront: draft | pending_review | published | rejected | unpublished
    status: text("status").notNull().default("published"),
    // none | rx | CII | CIII | CIV | CV
    regulatoryClass: text("regulatory_class").notNull().default("none"),
    // vendor, category and quick-fact words, kept here so search never joins to rank
    searchExtra: text("search_extra").notNull().default(""),
    // what the item really is, whoever sells it (issue 43): listings that share these form one item
    manufacturer: text("manufacturer"),
    mpn: text("mpn"), // manufacturer part number
    ndc: text("ndc"), // National Drug Code, drugs only
    gtin: text("gtin"), // GTIN / UPC, digits only
    packSize: integer("pack_size"), // units in one pack (1 when sold singly)
    packUnit: text("pack_unit"), // what one unit is: tablet, mL, each...
    itemId: integer("item_id"),
    // the operator merged or split this listing's item by hand: automatic matching leaves it there
    itemPinned: boolean("item_pinned").notNull().default(false),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(sku, '') || ' ' || coalesce(brand, '')), 'A') || setweight(to_tsvector('english', coalesce(search_extra, '')), 'B') || setweight(to_tsvector('english', coalesce(short_description, '')), 'C')`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("products_search_idx").using("gin", t.search),
    index("products_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("products_sku_trgm_idx").using("gin", sql`lower(${t.sku}) gin_trgm_ops`),
    // SKU prefix search (typed SKU fragments) as an index range scan under any collation
    index("products_sku_pattern_idx").using("btree", sql`lower(${t.sku}) text_pattern_ops`),
    index("products_vendor_idx").on(t.vendorId),
    index("products_category_idx").on(t.categoryId),
    index("products_featured_idx").on(t.isFeatured),
    index("products_item_idx").on(t.itemId),
    index("products_gtin_idx").on(t.gtin),
    index("products_ndc_idx").on(t.ndc),
    index("products_mpn_idx").on(sql`lower(${t.manufacturer})`, sql`lower(${t.mpn})`),
  ],
);

/**
 * The same thing sold by several vendors: each listing's `item_id` names its item. `match_key` is the
 * rule's strongest key of the listing that founded it (for the console's eyes).
 */
export const items = pgTable("items", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  matchKey: text("match_key"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const productVariations = pgTable(
  "product_variations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull().unique(),
    caption: text("caption").notNull(),
    priceCents: integer("price_cents"),
    priceCatalogCents: integer("price_catalog_cents"),
    priceDiscountedCents: integer("price_discounted_cents"),
    quantity: integer("quantity").notNull().default(0),
    minimumOrder: integer("minimum_order"),
    maxQuantityThreshold: integer("max_quantity_threshold"),
    sampleProduct: boolean("sample_product").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("variations_product_idx").on(t.productId)],
);

export const productImages = pgTable(
  "product_images",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  // the media route looks a requested picture up by name before drawing it
  (t) => [index("images_product_idx").on(t.productId), index("images_name_idx").on(t.name)],
);

export const productVideos = pgTable(
  "product_videos",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    videoType: text("video_type").notNull(), // youtube | vimeo | other
    name: text("name").notNull(),
    width: integer("width").notNull().default(640),
    height: integer("height").notNull().default(360),
    videoImage: text("video_image"),
  },
  (t) => [index("videos_product_idx").on(t.productId)],
);

export const productSetItems = pgTable(
  "product_set_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    sku: text("sku").notNull(),
    qty: integer("qty").notNull(),
  },
  (t) => [index("set_items_product_idx").on(t.productId)],
);

export const productQuickFacts = pgTable(
  "product_quick_facts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    name: text("name").notNull(),
  },
  (t) => [index("quick_facts_product_idx").on(t.productId)],
);

export const productFiles = pgTable("product_files", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  productId: integer("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  label: text("label").notNull(),
});

export const serviceProviders = pgTable("service_providers", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  about: text("about").notNull().default(""),
  state: text("state"),
  // the provider's profile pictures, as a vendor's shop: uploaded names served from /media
  logoFile: text("logo_file"),
  headerFile: text("header_file"),
});

export const services = pgTable(
  "services",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => serviceProviders.id),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull().default(""),
    categoryName: text("category_name"),
    published: boolean("published").notNull().default(true), // unpublished services leave the storefront
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(category_name, '') || ' ' || coalesce(description, '')), 'C')`,
    ),
  },
  (t) => [
    index("services_search_idx").using("gin", t.search),
    index("services_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("services_provider_idx").on(t.providerId),
  ],
);

export const servicePlans = pgTable(
  "service_plans",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    feeCents: integer("fee_cents").notNull(),
    additionalFeeCents: integer("additional_fee_cents").notNull().default(0),
    equipmentFeeCents: integer("equipment_fee_cents").notNull().default(0),
  },
  (t) => [index("plans_service_idx").on(t.serviceId)],
);

// One slug namespace for /{slug}: triggers (see the custom migration) register every
// product, service and category slug here, so a clash fails in the database itself.
export const slugRegistry = pgTable(
  "slug_registry",
  {
    slug: text("slug").primaryKey(),
    kind: text("kind").notNull(), // product | service | category
    refId: integer("ref_id").notNull(),
  },
  (t) => [uniqueIndex("slug_registry_ref_idx").on(t.kind, t.refId)],
);
