import type { Metadata } from "next";
import { sql } from "drizzle-orm";
import { ProductGridPage } from "@/features/catalog/components/product-grid-page";

type Props = { params: Promise<{ searchText: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Search: ${decodeURIComponent((await params).searchText)}` };
}

export default async function SearchResultsPage({ params }: Props) {
  const text = decodeURIComponent((await params).searchText).trim().slice(0, 100);
  return (
    <ProductGridPage title={`Results for “${text}”`} empty="No results found."
      where={sql`p.search @@ websearch_to_tsquery('english', ${text})`}
      orderBy={sql`ts_rank(p.search, websearch_to_tsquery('english', ${text})) desc, p.id`} />
  );
}
