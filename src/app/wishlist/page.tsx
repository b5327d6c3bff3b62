import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { PageIntro } from "@/features/content/components/page-intro";
import { WishlistList } from "@/features/wishlist/components/wishlist-list";
import { wishlistPageData } from "@/features/wishlist/server/page-data";

export const metadata: Metadata = { title: "Wishlist" };

export default async function Page() {
  const viewer = await requirePageViewer("/wishlist");
  if (viewer.isSalesRep) return <PageIntro title="Wishlist" lead="The wishlist is not available for sales reps." />;
  const data = await wishlistPageData(viewer);
  return (
    <PageIntro title="Wishlist" lead="Products and services you saved for later.">
      <WishlistList products={data.products} services={data.services} />
    </PageIntro>
  );
}
