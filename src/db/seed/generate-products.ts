import type { ProductKit } from "./catalog-types";
import { COUNTRIES_OF_ORIGIN, manufacturerOf } from "./catalog-words";
import type { LeafCategory } from "./generate-taxonomy";
import { LOGO_VENDOR_IDS, type VendorProfile } from "./generate-vendors";
import { regulatoryClassForItem } from "./regulatory";
import { ANCHOR_PRODUCTS, type AnchorProduct } from "./product-anchors";
import {
  createdAtFor,
  orderLimits,
  pickLevel,
  pickSeePrice,
  popularity,
  priceTriple,
  pricingFor,
  type Pricing,
  stockQuantity,
  videosFor,
} from "./product-commerce";
import {
  activeIngredientOf,
  composeName,
  describe,
  inferForm,
  ndcOf,
  shortDescriptionFor,
  skuSuffix,
  toPriceCents,
  weightBandOf,
} from "./product-text";
import { createRng, hashSeed, type Rng, weightedTable } from "./prng";
import type { ProductType, SeedProduct, SeedQuickFact, SeedSetItem, SeedVariation } from "./seed-types";
import type { SlugRegistry } from "./slug";

/** Departments where a multi-item "starter set" would not make sense. */
const NO_SET_DEPARTMENTS = new Set(["PH", "VA", "PA"]);
const RX_DEPARTMENTS = new Set(["PH", "VA"]);
const SET_SHARE = 0.035;
const VARIATION_SHARE = 0.21;
const FOCUS_SHARE = 0.85;
/** How much each option step adds to the price when the kit does not say; sizes of mL or mg scale, colours do not. */
const STEP_BY_CAPTION: Readonly<Record<string, number>> = {
  Color: 0,
  Flavor: 0,
  Lens: 0,
  Style: 0.1,
  Handle: 0.15,
  Warranty: 0.12,
  "Pack Size": 1.2,
};

export interface ProductContext {
  seed: number;
  leaves: readonly LeafCategory[];
  leafByName: ReadonlyMap<string, LeafCategory>;
  vendors: readonly VendorProfile[];
  focusLeaves: ReadonlyMap<number, readonly LeafCategory[]>;
  pickVendor: (rng: Rng) => VendorProfile;
  /** Shared with categories and services: one slug namespace. */
  slugs: SlugRegistry;
}

export function createProductContext(
  seed: number,
  leaves: readonly LeafCategory[],
  vendors: readonly VendorProfile[],
  slugs: SlugRegistry,
): ProductContext {
  const focusLeaves = new Map<number, readonly LeafCategory[]>();
  for (const profile of vendors) {
    const focus = new Set(profile.focus);
    const own = leaves.filter((leaf) => focus.has(leaf.departmentIndex));
    focusLeaves.set(profile.vendor.id, own.length > 0 ? own : leaves);
  }
  return {
    seed,
    leaves,
    leafByName: new Map(leaves.map((leaf) => [leaf.name, leaf])),
    vendors,
    focusLeaves,
    pickVendor: weightedTable(vendors.map((profile) => [profile, profile.weight] as const)),
    slugs,
  };
}

const skuOf = (code: string, id: number) => `DVM-${code}-${String(id).padStart(6, "0")}`;
const isLogoVendor = (vendorId: number) => (LOGO_VENDOR_IDS as readonly number[]).includes(vendorId);

/** Kits list species most-common first, so a prefix is a realistic label ("Canine, Feline"). */
function speciesFor(rng: Rng, kit: ProductKit): string[] {
  if (kit.species.length <= 3) return [...kit.species];
  return kit.species.slice(
    0,
    rng.weighted([
      [kit.species.length, 5],
      [2, 3],
      [3, 2],
    ] as const),
  );
}

function chooseType(rng: Rng, leaf: LeafCategory, anchor: AnchorProduct | undefined): ProductType {
  if (anchor) return "simple";
  const roll = rng.next();
  const canSet = leaf.kit.items.length >= 2 && !NO_SET_DEPARTMENTS.has(leaf.department.code);
  if (roll < SET_SHARE && canSet) return "set";
  if (roll < SET_SHARE + VARIATION_SHARE && (leaf.kit.opts?.length ?? 0) >= 2) return "variation";
  return "simple";
}

/** Builds product number `index` (id = index + 1); each product draws from its own random stream. */
export function buildProduct(ctx: ProductContext, index: number): SeedProduct {
  const id = index + 1;
  const rng = createRng(hashSeed(ctx.seed, 0x9d1c, id));
  const anchor = ANCHOR_PRODUCTS[index];
  const profile = ctx.vendors[index] ?? ctx.pickVendor(rng);
  const { vendor } = profile;
  const anchorLeaf = anchor ? ctx.leafByName.get(anchor.category) : undefined;
  const leaf =
    anchorLeaf ?? rng.pick(rng.chance(FOCUS_SHARE) ? (ctx.focusLeaves.get(vendor.id) ?? ctx.leaves) : ctx.leaves);
  const { kit, department } = leaf;
  const type = chooseType(rng, leaf, anchor);
  const sku = skuOf(department.code, id);

  const brand = anchor?.brand ?? rng.pick(department.brands);
  const item = anchor?.item ?? rng.pick(kit.items);
  // Many listings lead with the brand, which also gives search distinct brand words.
  const title = !anchor && rng.chance(0.35) ? `${brand} ${item}` : item;
  const extra = anchor ? anchor.extra : kit.extras ? rng.pick(kit.extras) : undefined;
  const packIndex = kit.packs
    ? anchor?.pack
      ? Math.max(0, kit.packs.indexOf(anchor.pack))
      : rng.int(0, kit.packs.length - 1)
    : -1;
  const pack = anchor ? anchor.pack : kit.packs?.[packIndex];
  const seePrice = anchor ? "without_login" : pickSeePrice(rng);
  const pricing: Pricing = anchor
    ? {
        priceNull: false,
        discountPct: 0,
        discountEnd: null,
        sellRatio: 1,
        baseDollars: anchor.priceCents / 100,
        packFactor: 1,
      }
    : pricingFor(rng, kit.price, packIndex, seePrice);
  const outOfStock = !anchor && rng.chance(0.05);
  const limits = anchor ? { minimumOrder: null, maxQuantityThreshold: null } : orderLimits(rng);
  const sampleProduct = !anchor && rng.chance(0.15);
  const step = kit.optStep ?? STEP_BY_CAPTION[kit.cap] ?? 0.35;
  const catalogFor = (optionIndex: number) =>
    toPriceCents(rng, pricing.baseDollars * (1 + step * optionIndex) * pricing.packFactor);

  let name: string;
  let option: string | undefined;
  let variations: SeedVariation[] = [];
  let setItems: SeedSetItem[] = [];
  let prices = priceTriple(pricing, anchor ? anchor.priceCents : 0);
  let quantity = 0;

  if (type === "variation" && kit.opts) {
    const opts = kit.opts;
    const count = rng.int(2, Math.min(5, opts.length));
    const chosen = new Set(
      rng.sample(
        opts.map((_, i) => i),
        count,
      ),
    );
    const usedSuffixes = new Set<string>();
    name = composeName(kit, { item: title, extra, pack });
    variations = opts.flatMap((caption, optionIndex) => {
      if (!chosen.has(optionIndex)) return [];
      let suffix = skuSuffix(caption);
      if (usedSuffixes.has(suffix)) suffix = `${suffix}${optionIndex}`;
      usedSuffixes.add(suffix);
      const triple = priceTriple(pricing, catalogFor(optionIndex));
      const variationQuantity = outOfStock || rng.chance(0.04) ? 0 : stockQuantity(rng);
      return [{ sku: `${sku}-${suffix}`, caption, ...triple, quantity: variationQuantity, ...limits, sampleProduct }];
    });
    const cheapest = variations.reduce<SeedVariation | undefined>(
      (best, v) => (best === undefined || v.priceCatalogCents < best.priceCatalogCents ? v : best),
      undefined,
    );
    if (cheapest) {
      prices = {
        priceCents: cheapest.priceCents,
        priceCatalogCents: cheapest.priceCatalogCents,
        priceDiscountedCents: cheapest.priceDiscountedCents,
      };
    }
    quantity = variations.reduce((sum, variation) => sum + variation.quantity, 0);
  } else if (type === "set") {
    const components = rng.sample(kit.items, rng.int(2, Math.min(4, kit.items.length)));
    let totalCents = 0;
    setItems = components.map((component, k) => {
      const optionIndex = kit.opts ? rng.int(0, kit.opts.length - 1) : 0;
      const qty = rng.pick([1, 1, 2, 3, 5]);
      totalCents += catalogFor(optionIndex) * qty;
      return {
        name: composeName(kit, { item: component, opt: kit.opts?.[optionIndex] }),
        sku: `${sku}-K${k + 1}`,
        qty,
      };
    });
    name = `${brand} ${leaf.name} Starter Set, ${setItems.length} Items`;
    prices = priceTriple(pricing, toPriceCents(rng, (totalCents / 100) * 0.9));
    quantity = outOfStock ? 0 : stockQuantity(rng);
  } else {
    const optionIndex = kit.opts
      ? anchor?.opt
        ? Math.max(0, kit.opts.indexOf(anchor.opt))
        : rng.int(0, kit.opts.length - 1)
      : 0;
    option = anchor ? anchor.opt : kit.opts?.[optionIndex];
    name = composeName(kit, { item: title, opt: option, extra, pack });
    if (!anchor) prices = priceTriple(pricing, catalogFor(optionIndex));
    quantity = outOfStock ? 0 : anchor ? rng.int(120, 900) : stockQuantity(rng);
  }

  const species = speciesFor(rng, kit);
  const form = inferForm(item, kit.form);
  const maker = manufacturerOf(brand);
  const specs: Record<string, string> = { Brand: brand, Manufacturer: maker, Form: form, Species: species.join(", ") };
  if (type === "variation") specs[kit.cap] = variations.map((v) => v.caption).join(", ");
  else if (option) specs[kit.cap] = option;
  if (extra && kit.extraLabel) specs[kit.extraLabel] = extra;
  if (pack) specs["Pack Size"] = pack;
  if (type === "set") specs["Components"] = String(setItems.length);
  specs["Country of Origin"] = rng.pick(COUNTRIES_OF_ORIGIN);
  if (RX_DEPARTMENTS.has(department.code)) {
    specs["Prescription"] = "Rx only";
    // the vet vocabulary search indexes and facets (derived, so the random sequence is unchanged)
    const ingredient = activeIngredientOf(item);
    if (ingredient) specs["Active Ingredient"] = ingredient;
    specs["NDC"] = ndcOf(id);
  }
  const band = weightBandOf(name);
  if (band) specs["Weight Band"] = band;

  const quickFacts: SeedQuickFact[] = [
    { type: "Brand Name", name: brand },
    { type: "Species", name: species.join(", ") },
  ];
  quickFacts.push({ type: "Form", name: form });
  if (kit.cap === "Strength" && option) quickFacts.push({ type: "Strength", name: option });
  const packFact = pack ?? (kit.cap === "Pack Size" ? option : undefined);
  if (packFact) quickFacts.push({ type: "Pack Size", name: packFact });
  quickFacts.push({ type: "Manufacturer", name: maker });

  const describedItem = type === "set" ? `This ${leaf.name.toLowerCase()} starter set` : item;
  return {
    id,
    name,
    slug: ctx.slugs.claim(name, id),
    sku,
    type,
    vendorId: vendor.id,
    categoryId: leaf.id,
    brand,
    shortDescription: shortDescriptionFor(rng, kit),
    description: describe(rng, {
      item: describedItem,
      brand,
      kit,
      notes: kit.notes ?? department.notes,
      vendorName: vendor.name,
      city: vendor.city,
      state: vendor.state,
      optionCount: variations.length,
    }),
    specs,
    ...prices,
    priceDiscountedEnd: prices.priceDiscountedCents === null ? null : pricing.discountEnd,
    seePrice,
    level: anchor ? 1 : pickLevel(rng),
    quantity,
    inStock: quantity > 0 ? "Y" : "N",
    ...limits,
    sampleProduct,
    allowCustomization: isLogoVendor(vendor.id) && rng.chance(0.6) ? "Y" : "N",
    captionType: type === "variation" ? kit.cap : null,
    ...popularity(rng),
    isFeatured: rng.chance(0.05),
    isHot: rng.chance(0.06),
    createdAt: createdAtFor(rng),
    quickFacts,
    setItems,
    variations,
    videos: videosFor(rng),
    imageKeys: rng.int(1, 4),
    // anchors stay unregulated: they are the open, always-buyable items of the demo journeys
    regulatoryClass: anchor ? "none" : regulatoryClassForItem(item),
  };
}
