import type { Metadata } from "next";
import { sql } from "drizzle-orm";
import { ProductGridPage } from "@/features/catalog/components/product-grid-page";

export const metadata: Metadata = { title: "Hot Products" };

export default function Page() {
  return <ProductGridPage title="Hot Products" lead="What clinics are ordering most right now." where={sql`p.is_hot`} orderBy={sql`p.unit_sold desc, p.id`} />;
}
