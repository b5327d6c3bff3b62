import { z } from "zod";
import { REGULATORY_CLASSES } from "@/features/compliance";
import { normalizeGtin, normalizeNdc } from "@/features/catalog";
import { hasWholeCents } from "@/lib/money";

/**
 * One listing as the vendor writes it: the portal's form and the vendor API's
 * POST /products and PATCH /products/{id} parse the very same schema. Money is in dollars here, as the API speaks.
 */

export const LISTING_SEE_PRICES = ["without_login", "login", "request"] as const;
export const LISTING_STATUSES = ["draft", "published", "unpublished"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** The fields that set what a buyer pays: staff may not change them. */
export const PRICE_FIELDS = ["price_catalog", "price_discounted", "price_discounted_end"] as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);
const required = (label: string, max: number) => text(label, max).min(1, `${label} is required.`);
/** Empty form fields arrive as "" or null: for a required number that is "required", not a silent 0. */
const toNumber = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : typeof v === "string" ? Number(v) : v;
const number = (label: string) =>
  z.preprocess(
    toNumber,
    z.number({ error: (iss) => (iss.input === undefined ? `${label} is required.` : `${label} must be a number.`) }),
  );
const dollars = (label: string) =>
  number(label).pipe(
    z
      .number()
      .min(0, `${label} cannot be negative.`)
      .max(1_000_000, `${label} must be at most $1,000,000.`)
      .refine(hasWholeCents, `${label} must have at most 2 decimals.`),
  );
const whole = (label: string, min: number, max: number) =>
  number(label).pipe(
    z
      .number()
      .int(`${label} must be a whole number.`)
      .min(min, `${label} must be at least ${min}.`)
      .max(max, `${label} must be at most ${max.toLocaleString("en-US")}.`),
  );
/** An optional number left blank means "none". */
const blankIsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), schema.nullable());
const dateText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "The discount end must be a date like 2027-03-31.")
  .refine((d) => !Number.isNaN(Date.parse(d)), "The discount end must be a real date.");

/** An identifier left blank means "none"; a code must be one a scanner or a drug label would carry. */
const optionalText = (label: string, max: number) => blankIsNull(text(label, max));
const code = (label: string, valid: (s: string) => boolean, shape: string) =>
  blankIsNull(text(label, 32).refine(valid, `${label} must be ${shape}.`));

type Ordering = { minimum_order?: number | null; max_quantity_threshold?: number | null };
const thresholdAboveMinimum = (v: Ordering) =>
  v.minimum_order == null || v.max_quantity_threshold == null || v.max_quantity_threshold >= v.minimum_order;

export const quickFactSchema = z.object({
  type: required("A quick fact's label", 40),
  name: required("A quick fact's value", 120),
});

const sku = (label: string) =>
  required(label, 64).regex(
    /^[A-Za-z0-9._\-/]+$/,
    `${label} may use letters, digits, dot, dash, slash and underscore.`,
  );

/**
 * One option of a listing the storefront shows as a sub-product (type "variation"): its own SKU, the
 * option's label, price, stock and sample flag. The parent's discount end date applies to its discount.
 */
export const variationSchema = z
  .object({
    sku: sku("A variation's SKU"),
    caption: required("A variation's option label", 120),
    price_catalog: dollars("A variation's price").refine((n) => n > 0, "A variation's price must be more than $0."),
    price_discounted: blankIsNull(dollars("A variation's discounted price")).default(null),
    quantity: whole("A variation's stock", 0, 10_000_000),
    minimum_order: blankIsNull(whole("A variation's minimum order", 1, 100_000)).default(null),
    max_quantity_threshold: blankIsNull(whole("A variation's threshold", 1, 100_000)).default(null),
    sample_product: z.boolean({ error: "A variation's sample availability must be true or false." }).default(false),
  })
  .refine((v) => v.price_discounted === null || v.price_discounted < v.price_catalog, {
    message: "A variation's discounted price must be lower than its price.",
    path: ["price_discounted"],
  })
  .refine(thresholdAboveMinimum, {
    message: "A variation's threshold must be at least its minimum order.",
    path: ["max_quantity_threshold"],
  });
export type VariationInput = z.infer<typeof variationSchema>;

/** One line of what a set product contains, as the product page lists it. */
export const setItemSchema = z.object({
  name: required("A set item's name", 200),
  sku: required("A set item's SKU", 64),
  qty: whole("A set item's quantity", 1, 1000),
});
export type SetItemInput = z.infer<typeof setItemSchema>;

const variationList = z
  .array(variationSchema, { error: "Variations must be a list." })
  .max(50, "At most 50 variations.")
  .refine((list) => new Set(list.map((v) => v.sku.toLowerCase())).size === list.length, {
    message: "Each variation needs its own SKU.",
  });
const setItemList = z.array(setItemSchema, { error: "Set items must be a list." }).max(50, "At most 50 set items.");

/** Each field as sent, without defaults: an update changes only what it sends. */
const fields = {
  name: required("Name", 200),
  sku: sku("SKU"),
  category: required("Category", 120),
  brand: text("Brand", 100),
  short_description: text("Short description", 500),
  description: text("Description", 20_000),
  price_catalog: dollars("Catalog price").refine((n) => n > 0, "Catalog price must be more than $0."),
  price_discounted: blankIsNull(dollars("Discounted price")),
  price_discounted_end: dateText.nullable(),
  see_price: z.enum(LISTING_SEE_PRICES, { error: `See price must be one of: ${LISTING_SEE_PRICES.join(", ")}.` }),
  level: whole("Level", 1, 5),
  quantity: whole("Stock", 0, 10_000_000),
  minimum_order: blankIsNull(whole("Minimum order", 1, 100_000)),
  max_quantity_threshold: blankIsNull(whole("Threshold", 1, 100_000)),
  sample_product: z.boolean({ error: "Sample availability must be true or false." }),
  allow_customization: z.boolean({ error: "Allow customization must be true or false." }),
  regulatory_class: z.enum(REGULATORY_CLASSES, {
    error: `Regulatory class must be one of: ${REGULATORY_CLASSES.join(", ")}.`,
  }),
  quick_facts: z.array(quickFactSchema).max(20, "At most 20 quick facts."),
  variations: variationList,
  set_items: setItemList,
  status: z.enum(LISTING_STATUSES, { error: `Status must be one of: ${LISTING_STATUSES.join(", ")}.` }),
  // what the product is, whoever sells it: listings sharing these become one item with offers side by side
  manufacturer: optionalText("Manufacturer", 120),
  mpn: optionalText("Manufacturer part number", 64),
  ndc: code("NDC", (s) => normalizeNdc(s) !== null, "10 or 11 digits, dashes allowed (like 12345-678-90)"),
  gtin: code("GTIN/UPC", (s) => normalizeGtin(s) !== null, "8, 12, 13 or 14 digits"),
  pack_size: blankIsNull(whole("Pack size", 1, 100_000)),
  pack_unit: optionalText("Pack unit", 40),
};

/** What a new listing gets for a field it leaves out. */
const createFields = {
  ...fields,
  brand: fields.brand.default(""),
  short_description: fields.short_description.default(""),
  description: fields.description.default(""),
  price_discounted: fields.price_discounted.default(null),
  price_discounted_end: fields.price_discounted_end.default(null),
  level: fields.level.default(1),
  minimum_order: fields.minimum_order.default(null),
  max_quantity_threshold: fields.max_quantity_threshold.default(null),
  sample_product: fields.sample_product.default(false),
  allow_customization: fields.allow_customization.default(false),
  regulatory_class: fields.regulatory_class.default("none"),
  quick_facts: fields.quick_facts.default([]),
  variations: fields.variations.default([]),
  set_items: fields.set_items.default([]),
  manufacturer: fields.manufacturer.default(null),
  mpn: fields.mpn.default(null),
  ndc: fields.ndc.default(null),
  gtin: fields.gtin.default(null),
  pack_size: fields.pack_size.default(null),
  pack_unit: fields.pack_unit.default(null),
};

type Priced = { price_catalog?: number; price_discounted?: number | null; price_discounted_end?: string | null };
const discountBelowCatalog = (v: Priced) =>
  v.price_discounted == null || v.price_catalog === undefined || v.price_discounted < v.price_catalog;
const discountMessage = {
  message: "The discounted price must be lower than the catalog price.",
  path: ["price_discounted"],
};
// on an update that leaves the discount out, the server checks against the stored one
const endNeedsDiscount = (v: Priced) => !v.price_discounted_end || v.price_discounted !== null;
const thresholdMessage = {
  message: "The threshold (most per order) must be at least the minimum order.",
  path: ["max_quantity_threshold"],
};
const endMessage = { message: "A discount end date needs a discounted price.", path: ["price_discounted_end"] };
type Kinds = { variations?: unknown[]; set_items?: unknown[] };
// the storefront shows a product either with options or as a set, never both
const variationsOrSet = (v: Kinds) => !(v.variations?.length && v.set_items?.length);
const kindMessage = { message: "A listing can have variations or set contents, not both.", path: ["set_items"] };

/** A new listing: everything the storefront shows. */
export const listingCreateSchema = z
  .object(createFields)
  .refine(discountBelowCatalog, discountMessage)
  .refine(thresholdAboveMinimum, thresholdMessage)
  .refine(endNeedsDiscount, endMessage)
  .refine(variationsOrSet, kindMessage);
export type ListingCreateInput = z.infer<typeof listingCreateSchema>;

/** A change: only the fields sent change; the SKU is the listing's key and stays. */
export const listingUpdateSchema = z
  .object(fields)
  .omit({ sku: true })
  .partial()
  .refine(discountBelowCatalog, discountMessage)
  .refine(thresholdAboveMinimum, thresholdMessage)
  .refine(endNeedsDiscount, endMessage)
  .refine(variationsOrSet, kindMessage)
  .refine((v) => Object.keys(v).length > 0, "Send at least one field to change.");
export type ListingUpdateInput = z.infer<typeof listingUpdateSchema>;

/** One row of the listings table's bulk edit: price and/or stock of one listing. */
export const bulkEditSchema = z
  .array(
    z
      .object({
        id: z.coerce.number({ error: "id must be a number." }).int().positive(),
        price_catalog: dollars("Catalog price")
          .refine((n) => n > 0, "Catalog price must be more than $0.")
          .optional(),
        quantity: whole("Stock", 0, 10_000_000).optional(),
        // kept so the service can refuse it by name rather than drop it unseen
        regulatory_class: z.unknown().optional(),
      })
      .refine(
        (r) => r.price_catalog !== undefined || r.quantity !== undefined || r.regulatory_class !== undefined,
        "Each row needs a price or a stock.",
      ),
    { error: "Send a list of { id, price_catalog?, quantity? }." },
  )
  .min(1, "Select at least one listing.")
  .max(500, "At most 500 listings at once.");
export type BulkEditRow = z.infer<typeof bulkEditSchema>[number];

/** A video added by link; which hosts are accepted is decided by the video rules. */
export const videoLinkSchema = z.object({
  url: z
    .string({ error: "Send the video's link as url." })
    .trim()
    .min(1, "Paste a YouTube or Vimeo link.")
    .max(500, "A video link must be at most 500 characters."),
});

export const productListQuery = z.object({
  sku: z.string().trim().max(80).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number({ error: "page must be a number." }).int().min(1, "page starts at 1.").default(1),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const vendorProduct = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  price: z.number().nullable().meta({ description: "selling price in dollars (discounted when a discount runs)" }),
  price_catalog: z.number().nullable(),
  price_discounted: z.number().nullable(),
  price_discounted_end: z.string().nullable(),
  quantity: z.number().int(),
  in_stock: z.enum(["Y", "N"]),
  see_price: z.string(),
  level: z.number().int(),
  status: z.string(),
  manufacturer: z.string().nullable(),
  mpn: z.string().nullable().meta({ description: "manufacturer part number" }),
  ndc: z.string().nullable().meta({ description: "National Drug Code, digits only" }),
  gtin: z.string().nullable().meta({ description: "GTIN/UPC as 14 digits" }),
  pack_size: z.number().int().nullable().meta({ description: "units in one pack" }),
  pack_unit: z.string().nullable(),
  item_id: z
    .number()
    .int()
    .nullable()
    .meta({ description: "the item this listing shares with other vendors' listings" }),
});

export const inventorySchema = z
  .array(
    z.object({
      sku: z.string({ error: "sku is required." }).trim().min(1, "sku is required."),
      quantity: z.coerce
        .number({ error: "quantity must be a number." })
        .int("quantity must be a whole number.")
        .min(0, "quantity cannot be negative.")
        .max(10_000_000),
    }),
    { error: "Send a list of { sku, quantity }." },
  )
  .min(1, "Send at least one { sku, quantity }.")
  .max(10_000, "At most 10,000 rows per request.");
