import type { Metadata } from "next";
import { getViewer } from "@/features/accounts/server/session";
import { ProductGridPage } from "@/features/catalog/components/product-grid-page";
import { featured } from "@/features/catalog/server/collections";

export const metadata: Metadata = { title: "Featured Products", description: "Hand-picked products from our vendors." };

export default async function Page() {
  return (
    <ProductGridPage
      title="Featured Products"
      lead="Hand-picked products from our vendors."
      products={await featured(await getViewer())}
    />
  );
}
