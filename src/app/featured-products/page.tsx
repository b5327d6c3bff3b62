import type { Metadata } from "next";
import { sql } from "drizzle-orm";
import { ProductGridPage } from "@/features/catalog/components/product-grid-page";

export const metadata: Metadata = { title: "Featured Products" };

export default function Page() {
  return <ProductGridPage title="Featured Products" lead="Hand-picked products from our vendors." where={sql`p.is_featured`} orderBy={sql`p.unit_sold desc, p.id`} />;
}
