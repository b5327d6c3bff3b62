import type { ListingParams } from "../listing-params";
import type { Facet, FilteredListing } from "../server/filtered-listing";
import { ListingFilters, SortSelect } from "./route-parts";
import { Pagination } from "./pagination";
import { ProductCard } from "./product-card";

/** Filters beside a sorted, paginated product grid; shared by category and vendor pages. */
export function FilteredGrid({
  basePath,
  params,
  listing,
  subOptions,
  subLabel,
  showVendors,
}: {
  basePath: string;
  params: ListingParams;
  listing: FilteredListing;
  subOptions: Facet[];
  subLabel?: string;
  showVendors: boolean;
}) {
  const from = listing.total === 0 ? 0 : (listing.page - 1) * 24 + 1;
  const to = Math.min(listing.total, listing.page * 24);
  return (
    <div className="grid gap-6 lg:grid-cols-[260px_1fr]">
      <aside aria-label="Filters">
        <ListingFilters
          basePath={basePath}
          params={params}
          subOptions={subOptions}
          subLabel={subLabel}
          vendors={showVendors ? listing.vendors : null}
          brands={listing.brands}
        />
      </aside>
      {/* the region keeps its name "Products"; as a heading it also gives the cards' h3 a parent */}
      <section aria-labelledby="products-heading">
        <h2 id="products-heading" className="sr-only">
          Products
        </h2>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {listing.total === 0
              ? "No products match these filters."
              : `Showing ${from}–${to} of ${listing.total.toLocaleString("en-US")} products`}
          </p>
          <SortSelect basePath={basePath} params={params} />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
          {listing.cards.map((p, i) => (
            <ProductCard key={p.id} product={p} priority={i < 4} />
          ))}
        </div>
        <Pagination basePath={basePath} params={params} pages={listing.pages} />
      </section>
    </div>
  );
}
