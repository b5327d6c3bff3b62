import { seededProduct } from "./helpers";

/** Seeded products for each request journey (the seed is deterministic, so these exist on the e2e server). */
export const requestProducts = {
  priceOnRequest: () => seededProduct((p) => p.seePrice === "request" && p.vendorId !== 407),
  sample: () => seededProduct((p) => p.sampleProduct && p.vendorId !== 407 && p.type !== "variation"),
  logo: () =>
    seededProduct(
      (p) =>
        p.allowCustomization === "Y" &&
        (p.vendorId === 1402 || p.vendorId === 463) &&
        p.inStock === "Y" &&
        p.quantity > 0 &&
        (p.priceCents ?? 0) > 0 &&
        p.type !== "variation" &&
        p.seePrice !== "request",
    ),
  logoVariation: () =>
    seededProduct(
      (p) =>
        p.allowCustomization === "Y" &&
        p.inStock === "Y" &&
        (p.priceCents ?? 0) > 0 &&
        p.type === "variation" &&
        p.seePrice !== "request",
    ),
};
