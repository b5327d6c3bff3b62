import type { Metadata } from "next";
import { getViewer } from "@/features/accounts/server/session";
import { ProductGridPage } from "@/features/catalog/components/product-grid-page";
import { todayDeals } from "@/features/catalog/server/collections";

export const metadata: Metadata = {
  title: "Today's Deals",
  description: "Live discounts from vendors across the marketplace.",
};

export default async function Page() {
  return (
    <ProductGridPage
      title="Today's Deals"
      lead="Live discounts from vendors across the marketplace."
      products={await todayDeals(await getViewer())}
    />
  );
}
