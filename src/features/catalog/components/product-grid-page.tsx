import type { SQL } from "drizzle-orm";
import { getViewer } from "@/features/accounts/server";
import { queryCards, type ProductCard as Card } from "../server/listing";
import { ProductCard } from "./product-card";

type Source = { products: Card[] } | { where: SQL; orderBy: SQL };

/** A titled grid of products (deals, featured, hot); takes the cards or a server-side filter. */
export async function ProductGridPage(props: { title: string; lead?: string; empty?: string } & Source) {
  const { title, lead, empty = "No products here yet." } = props;
  const products =
    "products" in props ? props.products : await queryCards(props.where, props.orderBy, 48, await getViewer());
  return (
    <div className="container-page py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {lead && <p className="mt-2 text-slate-600">{lead}</p>}
      <div className="mt-6">
        {products.length === 0 ? (
          <p className="text-slate-600">{empty}</p>
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-6">
            {products.map((p, i) => (
              <ProductCard key={p.id} product={p} priority={i < 6} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
