// The vet vocabulary of a product: structured attributes read from its specs (seeded for the demo
// catalog) with the name as a fallback, for indexing and for the results page's facets.

export type Attributes = {
  ingredient: string | null;
  strength: string | null;
  species: string[];
  weightBand: string | null;
  packSize: string | null;
  form: string | null;
  /** NDC or manufacturer code, when one exists */
  code: string | null;
};

/** Attribute facets of the results page (see facets.ts ATTRIBUTE_GROUPS). */
export type AttributeFacet = Exclude<keyof Attributes, "code">;

const STRENGTH = /\b(\d+(?:\.\d+)?)\s?(mg|mcg|g|ml|iu|%)(?:\/(?:ml|tab|kg))?\b/i;
const WEIGHT = /\b(?:up to \d+(?:\.\d+)?\s?lbs?|\d+(?:\.\d+)?\s?-\s?\d+(?:\.\d+)?\s?lbs?|over \d+\s?lbs?)\b/i;

const clean = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

/** Attributes from specs first (what the vendor declared), else read off the name. */
export function productAttributes(name: string, specs: Record<string, string>): Attributes {
  return {
    ingredient: clean(specs["Active Ingredient"]),
    strength: clean(specs["Strength"]) ?? name.match(STRENGTH)?.[0] ?? null,
    species: (specs["Species"] ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    weightBand: clean(specs["Weight Band"]) ?? name.match(WEIGHT)?.[0] ?? null,
    packSize: clean(specs["Pack Size"]),
    form: clean(specs["Form"]),
    code: clean(specs["NDC"]) ?? clean(specs["Manufacturer Code"]),
  };
}

/** The words an attribute adds to the index (ingredient, species, form...) and its codes. */
export function attributeText(name: string, specs: Record<string, string>): { words: string; codes: string[] } {
  const a = productAttributes(name, specs);
  const words = [a.ingredient, a.strength, ...a.species, a.weightBand, a.packSize, a.form].filter(Boolean).join(" ");
  return { words, codes: a.code ? [a.code] : [] };
}

/** The values a product shows under one facet. */
export function facetValues(a: Attributes, facet: AttributeFacet): string[] {
  const v = a[facet];
  return Array.isArray(v) ? v : v ? [v] : [];
}
