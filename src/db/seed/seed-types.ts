/** Plain-object shapes produced by the catalog generator. Money is integer cents. */
import type { PlanType } from "./service-words";

export type { PlanType };
export type SeePrice = "without_login" | "login" | "request";
export type YesNo = "Y" | "N";
export type ProductType = "simple" | "variation" | "set";
export type VideoType = "youtube" | "vimeo" | "other";

/** One row of the `categories` table; departments are the rows with parentId null. */
export interface SeedCategory {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  position: number;
}

export interface SeedDepartment {
  id: number;
  name: string;
  slug: string;
  position: number;
}

export interface SeedVendor {
  id: number;
  name: string;
  slug: string;
  about: string;
  city: string;
  state: string;
  minimumFreeShippingCents: number | null;
  isFeatured: boolean;
}

export interface SeedServiceProvider {
  id: number;
  name: string;
  slug: string;
  about: string;
  state: string;
}

export interface SeedService {
  id: number;
  providerId: number;
  categoryName: string;
  name: string;
  slug: string;
  description: string;
}

export interface SeedPlan {
  id: number;
  serviceId: number;
  name: string;
  type: PlanType;
  feeCents: number;
  additionalFeeCents: number;
  equipmentFeeCents: number;
}

export interface SeedQuickFact {
  type: string;
  name: string;
}

export interface SeedSetItem {
  name: string;
  sku: string;
  qty: number;
}

export interface SeedVariation {
  sku: string;
  caption: string;
  priceCents: number | null;
  priceCatalogCents: number;
  priceDiscountedCents: number | null;
  quantity: number;
  minimumOrder: number | null;
  maxQuantityThreshold: number | null;
  sampleProduct: boolean;
}

export interface SeedVideo {
  videoType: VideoType;
  /** YouTube or Vimeo id, or a file name such as "demo-1.mp4" for videoType "other". */
  name: string;
  width: number;
  height: number;
}

export interface SeedProduct {
  id: number;
  name: string;
  slug: string;
  sku: string;
  type: ProductType;
  vendorId: number;
  /** Always a leaf category. */
  categoryId: number;
  brand: string;
  shortDescription: string;
  description: string;
  specs: Record<string, string>;
  /** For variation products: the lowest variation price. */
  priceCents: number | null;
  priceCatalogCents: number;
  priceDiscountedCents: number | null;
  /** ISO timestamp; null means the discount (if any) does not expire. */
  priceDiscountedEnd: string | null;
  seePrice: SeePrice;
  level: number;
  /** For variation products: the sum of the variations' quantities. */
  quantity: number;
  inStock: YesNo;
  minimumOrder: number | null;
  maxQuantityThreshold: number | null;
  sampleProduct: boolean;
  allowCustomization: YesNo;
  /** What the variations differ by ("Size", "Strength", ...); null unless type is "variation". */
  captionType: string | null;
  /** 0 to 5 in half steps; 0 when there are no reviews. */
  productRating: number;
  unitSold: number;
  reviewsCount: number;
  productViews: number;
  isFeatured: boolean;
  isHot: boolean;
  createdAt: string;
  /** Always starts with a "Brand Name" entry. */
  quickFacts: SeedQuickFact[];
  /** Non-empty only for type "set". */
  setItems: SeedSetItem[];
  /** 2-5 entries for type "variation", otherwise empty. */
  variations: SeedVariation[];
  videos: SeedVideo[];
  /** Number of product images, 1-4 (the images themselves are rendered locally). */
  imageKeys: number;
  /** none, rx or a DEA schedule (CII-CV), decided by the item's drug name. */
  regulatoryClass: "none" | "rx" | "CII" | "CIII" | "CIV" | "CV";
}

export interface CatalogOptions {
  products: number;
  seed?: number;
}

export interface ProductBatchOptions extends CatalogOptions {
  /** Products per yielded batch; default 1000. */
  batchSize?: number;
}

export interface SeedCatalog {
  departments: SeedDepartment[];
  categories: SeedCategory[];
  vendors: SeedVendor[];
  serviceProviders: SeedServiceProvider[];
  services: SeedService[];
  plans: SeedPlan[];
  products: SeedProduct[];
}
