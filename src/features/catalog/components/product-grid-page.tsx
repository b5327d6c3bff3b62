import type { SQL } from "drizzle-orm";
import { getViewer } from "@/features/accounts/server/session";
import { PageIntro } from "@/features/content/components/page-intro";
import { queryCards } from "../server/listing";
import { ProductCard } from "./product-card";

/** A titled grid of products chosen by a server-side filter (deals, featured, hot, vendor shops). */
export async function ProductGridPage({ title, lead, where, orderBy, empty = "No products here yet." }: {
  title: string; lead?: string; where: SQL; orderBy: SQL; empty?: string;
}) {
  const viewer = await getViewer();
  const products = await queryCards(where, orderBy, 48, viewer);
  return (
    <PageIntro title={title} lead={lead}>
      {products.length === 0 ? <p className="text-slate-600">{empty}</p> : (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
          {products.map((p) => <ProductCard key={p.id} product={p} />)}
        </div>
      )}
    </PageIntro>
  );
}
