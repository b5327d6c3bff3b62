import type { Metadata } from "next";
import { sql } from "drizzle-orm";
import { ProductGridPage } from "@/features/catalog/components/product-grid-page";

export const metadata: Metadata = { title: "Today's Deals" };

export default function Page() {
  return (
    <ProductGridPage title="Today's Deals" lead="Live discounts from vendors across the marketplace."
      where={sql`p.price_discounted_cents is not null and p.price_discounted_cents > 0 and p.price_discounted_cents <> p.price_catalog_cents and (p.price_discounted_end is null or p.price_discounted_end >= now())`}
      orderBy={sql`(p.price_catalog_cents - p.price_discounted_cents)::float / nullif(p.price_catalog_cents, 0) desc nulls last, p.id`} />
  );
}
