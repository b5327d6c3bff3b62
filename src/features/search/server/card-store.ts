import "server-only";
import type { Attributes } from "../attributes";
import type { ProductSource } from "./index-rows";

/**
 * Every visible product's card columns, held in columns (typed arrays for numbers and flags, one
 * shared copy of each repeated text) rather than as 100k objects: about a third of the memory,
 * and nothing for the collector to walk. `get` rebuilds one product's ProductSource for the few a
 * search shows or facets.
 */

const SEE_PRICE = ["login", "without_login", "request", "already-requested"] as const;
const REGULATORY = ["none", "rx", "CII", "CIII", "CIV", "CV"] as const;
const ATTRIBUTE_KEYS = ["ingredient", "strength", "weightBand", "packSize", "form", "code"] as const;
const NONE = -1;

/** One copy of each value, referred to by its number. */
class Table<T> {
  private readonly values: T[] = [];
  private readonly numberOf = new Map<string, number>();
  ref(key: string, value: T): number {
    let n = this.numberOf.get(key);
    if (n === undefined) {
      n = this.values.length;
      this.values.push(value);
      this.numberOf.set(key, n);
    }
    return n;
  }
  at(n: number): T {
    return this.values[n]!;
  }
}

const code = <T extends string>(list: readonly T[], value: T) => Math.max(0, list.indexOf(value));
const nullable = (v: number | null) => (v === null ? NaN : v);
const orNull = (v: number) => (Number.isNaN(v) ? null : v);

export class ProductCards {
  private readonly rowOf = new Map<number, number>();
  private readonly freeRows: number[] = [];
  private capacity = 0;
  private rows = 0;

  private vendorIds = new Int32Array(0);
  private reviews = new Int32Array(0);
  private sold = new Int32Array(0);
  /** rating times ten (numeric(2,1)), exact in an integer */
  private rating10 = new Int16Array(0);
  private prices = new Float64Array(0);
  private catalog = new Float64Array(0);
  private discounted = new Float64Array(0);
  /** discount end in ms since the epoch; NaN when none */
  private discountEnds = new Float64Array(0);
  /** bit 0 in stock; bits 1-2 see-price; bits 3-5 regulatory class */
  private flags = new Uint8Array(0);
  private typeRef = new Int32Array(0);
  private vendorRef = new Int32Array(0);
  private categoryRef = new Int32Array(0);
  private speciesRef = new Int32Array(0);
  private attributeRefs = ATTRIBUTE_KEYS.map(() => new Int32Array(0));
  private names: string[] = [];
  private slugs: string[] = [];
  private skus: string[] = [];
  private brands: string[] = [];
  private images: (string | null)[] = [];
  private urls: (string | null)[] = [];

  private readonly texts = new Table<string>();
  private readonly pairs = new Table<[string, string]>();
  private readonly lists = new Table<string[]>();

  get size() {
    return this.rowOf.size;
  }

  private grow() {
    const next = Math.max(1024, this.capacity * 2);
    const widen = <A extends Int32Array | Int16Array | Float64Array | Uint8Array>(a: A, make: (n: number) => A): A => {
      const b = make(next);
      b.set(a);
      return b;
    };
    this.vendorIds = widen(this.vendorIds, (n) => new Int32Array(n));
    this.reviews = widen(this.reviews, (n) => new Int32Array(n));
    this.sold = widen(this.sold, (n) => new Int32Array(n));
    this.rating10 = widen(this.rating10, (n) => new Int16Array(n));
    this.prices = widen(this.prices, (n) => new Float64Array(n));
    this.catalog = widen(this.catalog, (n) => new Float64Array(n));
    this.discounted = widen(this.discounted, (n) => new Float64Array(n));
    this.discountEnds = widen(this.discountEnds, (n) => new Float64Array(n));
    this.flags = widen(this.flags, (n) => new Uint8Array(n));
    this.typeRef = widen(this.typeRef, (n) => new Int32Array(n));
    this.vendorRef = widen(this.vendorRef, (n) => new Int32Array(n));
    this.categoryRef = widen(this.categoryRef, (n) => new Int32Array(n));
    this.speciesRef = widen(this.speciesRef, (n) => new Int32Array(n));
    this.attributeRefs = this.attributeRefs.map((a) => widen(a, (n) => new Int32Array(n)));
    this.capacity = next;
  }

  private text(value: string | null): number {
    return value === null ? NONE : this.texts.ref(value, value);
  }

  /** Adds or replaces a product's card. */
  set(p: ProductSource): void {
    let row = this.rowOf.get(p.id);
    if (row === undefined) {
      row = this.freeRows.pop() ?? this.rows++;
      if (row >= this.capacity) this.grow();
      this.rowOf.set(p.id, row);
    }
    this.vendorIds[row] = p.vendor_id;
    this.reviews[row] = p.reviews_count;
    this.sold[row] = p.unit_sold;
    this.rating10[row] = Math.round(Number(p.product_rating) * 10);
    this.prices[row] = nullable(p.price_cents);
    this.catalog[row] = nullable(p.price_catalog_cents);
    this.discounted[row] = nullable(p.price_discounted_cents);
    this.discountEnds[row] = p.price_discounted_end ? new Date(p.price_discounted_end).getTime() : NaN;
    this.flags[row] =
      (p.in_stock === "Y" ? 1 : 0) | (code(SEE_PRICE, p.see_price) << 1) | (code(REGULATORY, p.regulatory_class) << 3);
    this.typeRef[row] = this.text(p.type);
    this.vendorRef[row] = this.pairs.ref(`${p.vendor_name}\u0000${p.vendor_slug}`, [p.vendor_name, p.vendor_slug]);
    this.categoryRef[row] = this.pairs.ref(`${p.category_name}\u0000${p.category_slug}`, [
      p.category_name,
      p.category_slug,
    ]);
    this.speciesRef[row] = this.lists.ref(p.attributes.species.join("\u0000"), p.attributes.species);
    ATTRIBUTE_KEYS.forEach((k, i) => (this.attributeRefs[i]![row] = this.text(p.attributes[k])));
    this.names[row] = p.name;
    this.slugs[row] = p.slug;
    this.skus[row] = p.sku;
    this.brands[row] = p.brand;
    this.images[row] = p.image;
    this.urls[row] = p.vendor_product_url;
  }

  delete(id: number): void {
    const row = this.rowOf.get(id);
    if (row === undefined) return;
    this.rowOf.delete(id);
    this.freeRows.push(row);
    this.names[row] = this.slugs[row] = this.skus[row] = this.brands[row] = "";
    this.images[row] = this.urls[row] = null;
  }

  get(id: number): ProductSource | undefined {
    const row = this.rowOf.get(id);
    if (row === undefined) return undefined;
    const flags = this.flags[row]!;
    const [vendorName, vendorSlug] = this.pairs.at(this.vendorRef[row]!);
    const [categoryName, categorySlug] = this.pairs.at(this.categoryRef[row]!);
    const attr = (k: (typeof ATTRIBUTE_KEYS)[number]) => {
      const ref = this.attributeRefs[ATTRIBUTE_KEYS.indexOf(k)]![row]!;
      return ref === NONE ? null : this.texts.at(ref);
    };
    const attributes: Attributes = {
      ingredient: attr("ingredient"),
      strength: attr("strength"),
      species: this.lists.at(this.speciesRef[row]!),
      weightBand: attr("weightBand"),
      packSize: attr("packSize"),
      form: attr("form"),
      code: attr("code"),
    };
    const end = this.discountEnds[row]!;
    return {
      id,
      name: this.names[row]!,
      slug: this.slugs[row]!,
      sku: this.skus[row]!,
      type: this.texts.at(this.typeRef[row]!),
      brand: this.brands[row]!,
      vendor_id: this.vendorIds[row]!,
      vendor_name: vendorName,
      vendor_slug: vendorSlug,
      in_stock: flags & 1 ? "Y" : "N",
      see_price: SEE_PRICE[(flags >> 1) & 3]!,
      price_cents: orNull(this.prices[row]!),
      price_catalog_cents: orNull(this.catalog[row]!),
      price_discounted_cents: orNull(this.discounted[row]!),
      price_discounted_end: Number.isNaN(end) ? null : new Date(end),
      product_rating: this.rating10[row]! / 10,
      reviews_count: this.reviews[row]!,
      unit_sold: this.sold[row]!,
      regulatory_class: REGULATORY[(flags >> 3) & 7]!,
      image: this.images[row]!,
      category_name: categoryName,
      category_slug: categorySlug,
      vendor_product_url: this.urls[row]!,
      attributes,
    };
  }
}
