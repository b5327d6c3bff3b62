/**
 * Shapes of the catalog vocabulary tables. A leaf category carries a product kit:
 * the words products in that category are assembled from.
 *
 * Product name = item [optJoin option] [, extra] [, pack]
 *   e.g. "Absorbable PGA Suture" + " 3-0" + ", Reverse Cutting" + ", 36/box"
 * Variation products drop the option from the name and offer 2-5 options as variations.
 */
export interface ProductKit {
  items: readonly string[];
  /** Values of the varying attribute, ascending (price rises with the index). */
  opts?: readonly string[];
  /** Label of `opts`; becomes the product's caption type. */
  cap: string;
  optJoin?: " " | ", ";
  /** Middle descriptors such as needle type or colour. */
  extras?: readonly string[];
  extraLabel?: string;
  /** Pack sizes, ascending. */
  packs?: readonly string[];
  species: readonly string[];
  /** Default dosage form or product form; item names can refine it. */
  form: string;
  /** Catalog price range in dollars for the smallest option and pack. */
  price: readonly [number, number];
  /** Predicate phrase after "... is": "indicated for ...", "designed for ...". */
  use: string;
  /** Price increase per option step (0.35 = +35%); defaults by caption type. */
  optStep?: number;
  /** Description sentences for this category, used instead of the department's. */
  notes?: readonly string[];
}

export interface CategoryDef {
  name: string;
  kit?: ProductKit;
  children?: readonly CategoryDef[];
}

export interface DepartmentDef {
  name: string;
  /** Two letters used in SKUs, e.g. PH in DVM-PH-004213. */
  code: string;
  brands: readonly string[];
  /** Department-specific description sentences. */
  notes: readonly string[];
  categories: readonly CategoryDef[];
}

export const leaf = (name: string, kit: ProductKit): CategoryDef => ({ name, kit });
export const group = (name: string, children: readonly CategoryDef[]): CategoryDef => ({ name, children });

export const SMALL_ANIMAL = ["Canine", "Feline"] as const;
export const ALL_SPECIES = ["Canine", "Feline", "Equine", "Bovine", "Exotic"] as const;
export const LIVESTOCK = ["Bovine", "Porcine", "Ovine", "Caprine"] as const;
