import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generateContent } from "./content";
import {
  generateCatalog,
  generateProductBatches,
  generateProducts,
  REFERENCE_DATE,
  type SeedCatalog,
  type SeedProduct,
} from "./generate";

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const catalog: SeedCatalog = generateCatalog({ products: 3000 });
const { products } = catalog;
const count = (predicate: (p: SeedProduct) => boolean) => products.filter(predicate).length;

describe("generateCatalog determinism", () => {
  it("returns identical output for identical options", () => {
    expect(generateCatalog({ products: 400, seed: 7 })).toEqual(generateCatalog({ products: 400, seed: 7 }));
    expect(generateCatalog({ products: 3000 })).toEqual(catalog);
  });

  it("changes with the seed", () => {
    const a = generateCatalog({ products: 50, seed: 1 }).products.map((p) => p.name);
    const b = generateCatalog({ products: 50, seed: 2 }).products.map((p) => p.name);
    expect(a).not.toEqual(b);
  });

  it("streams the same products as the full catalog, alone or in batches", () => {
    expect(Array.from(generateProducts({ products: 3000 }))).toEqual(products);
    const batches = Array.from(generateProductBatches({ products: 2500, batchSize: 1000 }));
    expect(batches.map((b) => b.length)).toEqual([1000, 1000, 500]);
    expect(batches.flat()).toEqual(products.slice(0, 2500));
  });

  it("keeps earlier products stable when the count grows", () => {
    expect(generateCatalog({ products: 100 }).products).toEqual(products.slice(0, 100));
  });
});

describe("categories", () => {
  const { categories, departments } = catalog;
  const parentIds = new Set(categories.map((c) => c.parentId));

  it("has 14+ departments with 3-6 categories each and 40+ categories below them", () => {
    expect(departments.length).toBeGreaterThanOrEqual(14);
    expect(departments).toEqual(
      categories
        .filter((c) => c.parentId === null)
        .map(({ id, name, slug, position }) => ({ id, name, slug, position })),
    );
    for (const department of departments) {
      const children = categories.filter((c) => c.parentId === department.id).length;
      expect(children, department.name).toBeGreaterThanOrEqual(3);
      expect(children, department.name).toBeLessThanOrEqual(6);
    }
    expect(categories.filter((c) => c.parentId !== null).length).toBeGreaterThanOrEqual(40);
  });

  it("uses one id space with valid parents", () => {
    const ids = new Set(categories.map((c) => c.id));
    expect(ids.size).toBe(categories.length);
    expect(Math.min(...ids)).toBe(1);
    for (const c of categories) if (c.parentId !== null) expect(ids.has(c.parentId)).toBe(true);
  });

  it("files every product under a leaf category", () => {
    const ids = new Set(categories.map((c) => c.id));
    for (const p of products) {
      expect(ids.has(p.categoryId)).toBe(true);
      expect(parentIds.has(p.categoryId)).toBe(false);
    }
  });
});

describe("vendors and services", () => {
  it("has 150+ vendors including the special ids, each with products", () => {
    const ids = catalog.vendors.map((v) => v.id);
    expect(ids.length).toBeGreaterThanOrEqual(150);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([407, 463, 1402]));
    const withProducts = new Set(products.map((p) => p.vendorId));
    for (const id of ids) expect(withProducts.has(id), `vendor ${id}`).toBe(true);
    expect(catalog.vendors.some((v) => v.minimumFreeShippingCents === null)).toBe(true);
    expect(new Set(catalog.vendors.map((v) => v.slug)).size).toBe(ids.length);
  });

  it("offers logo customization only from vendors 463 and 1402, 10+ products each", () => {
    for (const vendorId of [463, 1402]) {
      expect(count((p) => p.vendorId === vendorId && p.allowCustomization === "Y")).toBeGreaterThanOrEqual(10);
    }
    expect(count((p) => p.allowCustomization === "Y" && p.vendorId !== 463 && p.vendorId !== 1402)).toBe(0);
    expect(count((p) => p.vendorId === 407)).toBeGreaterThan(0);
  });

  it("has 25+ providers, 2+ services each and 2+ plans per service", () => {
    const { serviceProviders, services, plans } = catalog;
    expect(serviceProviders.length).toBeGreaterThanOrEqual(25);
    for (const provider of serviceProviders) {
      expect(services.filter((s) => s.providerId === provider.id).length).toBeGreaterThanOrEqual(2);
    }
    for (const service of services) {
      expect(plans.filter((p) => p.serviceId === service.id).length).toBeGreaterThanOrEqual(2);
    }
    for (const plan of plans) {
      expect(["monthly", "annual", "one-time", "per-license"]).toContain(plan.type);
      expect(plan.feeCents).toBeGreaterThan(0);
    }
  });
});

describe("products", () => {
  it("has the requested count with sequential ids", () => {
    expect(products).toHaveLength(3000);
    expect(products.map((p) => p.id)).toEqual(Array.from({ length: 3000 }, (_, i) => i + 1));
  });

  it("mixes product types, videos and see_price values", () => {
    expect(count((p) => p.type === "variation")).toBeGreaterThanOrEqual(600);
    expect(count((p) => p.type === "set")).toBeGreaterThanOrEqual(30);
    expect(count((p) => p.videos.length > 0)).toBeGreaterThanOrEqual(30);
    expect(new Set(products.map((p) => p.seePrice))).toEqual(new Set(["without_login", "login", "request"]));
    expect(count((p) => p.seePrice === "login") / 3000).toBeCloseTo(0.15, 1);
    expect(count((p) => p.seePrice === "request") / 3000).toBeCloseTo(0.05, 1);
    expect(count((p) => p.priceCents === null)).toBeGreaterThan(0);
  });

  it("keeps type-specific fields consistent", () => {
    for (const p of products) {
      if (p.type === "variation") {
        expect(p.variations.length).toBeGreaterThanOrEqual(2);
        expect(p.variations.length).toBeLessThanOrEqual(5);
        expect(p.captionType).not.toBeNull();
        expect(p.quantity).toBe(p.variations.reduce((sum, v) => sum + v.quantity, 0));
      } else {
        expect(p.variations).toEqual([]);
        expect(p.captionType).toBeNull();
      }
      expect(p.setItems.length > 0).toBe(p.type === "set");
      for (const video of p.videos) expect(["youtube", "vimeo", "other"]).toContain(video.videoType);
    }
  });

  it("seeds self-hosted videos only as files the app serves", () => {
    const files = new Set(
      catalog.products.flatMap((p) => p.videos.filter((v) => v.videoType === "other").map((v) => v.name)),
    );
    expect(files.size).toBeGreaterThan(0);
    for (const name of files) {
      const file = path.join(process.cwd(), "public/media/videos", name);
      expect(existsSync(file), name).toBe(true);
      expect(readFileSync(file).subarray(0, 4).toString("hex"), name).toBe("1a45dfa3"); // WebM (EBML) header
    }
  });

  it("has consistent stock, limits, ratings and facts", () => {
    const outOfStock = count((p) => p.quantity === 0);
    expect(outOfStock / 3000).toBeGreaterThan(0.02);
    expect(outOfStock / 3000).toBeLessThan(0.1);
    for (const p of products) {
      expect(p.inStock).toBe(p.quantity > 0 ? "Y" : "N");
      if (p.minimumOrder !== null) expect(p.minimumOrder).toBeGreaterThanOrEqual(2);
      if (p.maxQuantityThreshold !== null) expect(p.maxQuantityThreshold).toBeGreaterThanOrEqual(5);
      expect([1, 2, 3]).toContain(p.level);
      expect(p.productRating * 2).toBe(Math.round(p.productRating * 2));
      expect(p.productRating).toBeLessThanOrEqual(5);
      expect(p.quickFacts[0]?.type).toBe("Brand Name");
      expect(p.imageKeys).toBeGreaterThanOrEqual(1);
      expect(p.imageKeys).toBeLessThanOrEqual(4);
      expect(p.description.split(/(?<=\.) /).length).toBeGreaterThanOrEqual(2);
    }
    expect(count((p) => p.minimumOrder === null) / 3000).toBeGreaterThan(0.8);
    expect(count((p) => p.level > 1)).toBeGreaterThan(0);
    expect(count((p) => p.sampleProduct) / 3000).toBeCloseTo(0.15, 1);
  });

  it("has discounts below the catalog price, with live and expired end dates", () => {
    const reference = Date.parse(REFERENCE_DATE);
    const discounted = products.filter((p) => p.priceDiscountedCents !== null);
    expect(discounted.length).toBeGreaterThan(100);
    for (const p of discounted) expect(p.priceDiscountedCents).toBeLessThan(p.priceCatalogCents);
    const ends = discounted.map((p) => p.priceDiscountedEnd);
    expect(ends.some((end) => end === null)).toBe(true);
    expect(ends.some((end) => end !== null && Date.parse(end) > reference)).toBe(true);
    expect(ends.some((end) => end !== null && Date.parse(end) < reference)).toBe(true);
    expect(count((p) => p.priceDiscountedCents === null && p.priceDiscountedEnd !== null)).toBe(0);
    for (const p of products) expect(Date.parse(p.createdAt)).toBeLessThanOrEqual(reference);
  });

  it("includes the products search and demos rely on", () => {
    expect(count((p) => p.name.includes("Amoxicillin"))).toBeGreaterThan(0);
    expect(count((p) => p.name.includes("Vaccine"))).toBeGreaterThan(0);
    const catDewormer = products.find(
      (p) =>
        /Feline Dewormer/.test(p.name) &&
        p.priceCents !== null &&
        p.priceCents < 4000 &&
        p.seePrice === "without_login",
    );
    expect(catDewormer).toBeDefined();
    expect(products.some((p) => /^Absorbable .*Suture 3-0/.test(p.name))).toBe(true);
    expect(new Set(products.map((p) => p.brand)).size).toBeGreaterThan(40);
  });

  it("has unique kebab-case slugs across products, services and categories", () => {
    const slugs = [
      ...products.map((p) => p.slug),
      ...catalog.services.map((s) => s.slug),
      ...catalog.categories.map((c) => c.slug),
    ];
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
  });

  it("has unique SKUs across products and variations", () => {
    const skus = products.flatMap((p) => [p.sku, ...p.variations.map((v) => v.sku)]);
    expect(new Set(skus).size).toBe(skus.length);
    for (const p of products) expect(p.sku).toMatch(/^DVM-[A-Z]{2}-\d{6,}$/);
  });
});

describe("scale", () => {
  // Wall-clock speed is reported by `npm run seed` and the bench, not asserted on a shared machine.
  it("streams 100k products with unique slugs and SKUs", () => {
    const slugs = new Set<string>();
    const skus = new Set<string>();
    let n = 0;
    for (const p of generateProducts({ products: 100_000 })) {
      n++;
      slugs.add(p.slug);
      skus.add(p.sku);
    }
    expect(n).toBe(100_000);
    expect(slugs.size).toBe(n);
    expect(skus.size).toBe(n);
  }, 30_000);
});

describe("generateContent", () => {
  const now = new Date("2026-11-21T15:00:00Z");
  const content = generateContent({ now });

  it("is deterministic for the same now", () => {
    expect(generateContent({ now: now.toISOString() })).toEqual(content);
  });

  it("has the expected amounts of each kind", () => {
    expect(content.blogs.length).toBeGreaterThanOrEqual(12);
    expect(content.webinars.length).toBeGreaterThanOrEqual(8);
    expect(content.speakers.length).toBeGreaterThanOrEqual(6);
    expect(content.courses.filter((c) => c.kind === "course").length).toBeGreaterThanOrEqual(10);
    expect(content.courses.filter((c) => c.kind === "bundle").length).toBeGreaterThanOrEqual(3);
    expect(content.courses.filter((c) => c.kind === "learn-at-lunch").length).toBeGreaterThanOrEqual(4);
    expect(content.salesReps.length).toBeGreaterThanOrEqual(40);
    expect(content.faqs.length).toBeGreaterThanOrEqual(10);
    for (const blog of content.blogs) expect(blog.body).toContain("\n\n");
    for (const course of content.courses) expect(course.lessons.length).toBeGreaterThan(0);
  });

  it("places webinars before and after now, with valid speakers", () => {
    const starts = content.webinars.map((w) => Date.parse(w.startsAt));
    expect(starts.some((t) => t > now.getTime())).toBe(true);
    expect(starts.some((t) => t < now.getTime())).toBe(true);
    const speakerIds = new Set(content.speakers.map((s) => s.id));
    for (const w of content.webinars) {
      for (const id of w.speakerIds) expect(speakerIds.has(id)).toBe(true);
      expect(w.agenda.length).toBeGreaterThan(0);
    }
    expect(content.webinars.some((w) => w.showCounter && Date.parse(w.startsAt) > now.getTime())).toBe(true);
    expect(new Set(content.webinars.map((w) => w.link)).size).toBe(content.webinars.length);
  });

  it("issues 6+ unique coupons per couponing vendor, for vendors that exist", () => {
    const vendorIds = new Set(catalog.vendors.map((v) => v.id));
    const byVendor = new Map<number, number>();
    for (const c of content.coupons) {
      expect(vendorIds.has(c.vendorId)).toBe(true);
      byVendor.set(c.vendorId, (byVendor.get(c.vendorId) ?? 0) + 1);
    }
    expect(byVendor.size).toBeGreaterThanOrEqual(3);
    for (const n of byVendor.values()) expect(n).toBeGreaterThanOrEqual(6);
    expect(new Set(content.coupons.map((c) => c.code)).size).toBe(content.coupons.length);
  });

  it("gives sales reps real vendors and US state codes", () => {
    const vendorIds = new Set(catalog.vendors.map((v) => v.id));
    for (const rep of content.salesReps) {
      expect(vendorIds.has(rep.vendorId)).toBe(true);
      expect(rep.state).toMatch(/^[A-Z]{2}$/);
      expect(rep.email).toMatch(/^[a-z.]+@[a-z0-9-]+\.example\.com$/);
    }
  });
});
