import type { Metadata } from "next";
import { getViewer } from "@/features/accounts/server/session";
import { ProductGridPage } from "@/features/catalog/components/product-grid-page";
import { hot } from "@/features/catalog/server/collections";

export const metadata: Metadata = { title: "Hot Products", description: "What clinics are ordering most right now." };

export default async function Page() {
  return (
    <ProductGridPage
      title="Hot Products"
      lead="What clinics are ordering most right now."
      products={await hot(await getViewer())}
    />
  );
}
