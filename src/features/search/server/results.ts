import "server-only";
import type { PriceState, SeePrice } from "@/features/catalog/server";
import { formatUsd, fromCents } from "@/lib/money";
import type { RegulatoryClass, SearchHit } from "./search";

/** SPEC §3 search result, plus price_state so clients render the catalog's price texts without re-deciding. */
export type SearchResult = {
  id: number;
  product_type: "product" | "service";
  name: string;
  slug: string;
  sku: string | null;
  type: string;
  image: string;
  vendor_name: string;
  vendor_product_url: string | null;
  price: number | null;
  price_catalog: number | null;
  price_discounted: number | null;
  price_discounted_end: string | null;
  see_price: SeePrice;
  price_state: PriceState;
  plan_range: string | null;
  in_stock: "Y" | "N";
  /** none | rx | CII | CIII | CIV | CV (services: none) */
  regulatory_class: RegulatoryClass;
};

const dollars = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** "$49.00" or "$49.00 - $199.00": the spread of a service's plan fees. */
export function planRange(min: number | null, max: number | null): string | null {
  if (min === null || max === null) return null;
  return min === max ? formatUsd(min) : `${formatUsd(min)} - ${formatUsd(max)}`;
}

export function toSearchResult(hit: SearchHit): SearchResult {
  if (hit.kind === "service") {
    return {
      id: hit.id,
      product_type: "service",
      name: hit.name,
      slug: hit.slug,
      sku: null,
      type: "service",
      image: hit.image,
      vendor_name: hit.providerName,
      vendor_product_url: null,
      price: dollars(hit.minFeeCents),
      price_catalog: null,
      price_discounted: null,
      price_discounted_end: null,
      // plan fees are public on the provider's page, so they are public here too
      see_price: "without_login",
      price_state: hit.minFeeCents ? "price" : "not-available",
      plan_range: planRange(hit.minFeeCents, hit.maxFeeCents),
      in_stock: "Y",
      regulatory_class: "none",
    };
  }
  const c = hit.card;
  return {
    id: c.id,
    product_type: "product",
    name: c.name,
    slug: c.slug,
    sku: c.sku,
    type: c.type,
    image: hit.thumbnail,
    vendor_name: c.vendor_name,
    vendor_product_url: hit.vendorProductUrl,
    price: dollars(c.price_cents),
    price_catalog: dollars(c.catalog_cents),
    price_discounted: c.discounted ? dollars(c.price_cents) : null,
    price_discounted_end: hit.priceDiscountedEnd,
    see_price: hit.seePrice,
    price_state: c.price_state,
    plan_range: null,
    in_stock: c.in_stock,
    regulatory_class: hit.regulatoryClass,
  };
}
