import Link from "@/components/ui/intent-link";
import { notFound } from "next/navigation";
import type { Viewer } from "@/features/accounts/server";
import { facetOptions } from "../listing-rules";
import { parseListingParams } from "../listing-params";
import { getCategory } from "../server/category";
import { filteredListing } from "../server/filtered-listing";
import { CategoryBreadcrumb } from "./breadcrumb";
import { FilteredGrid } from "./filtered-grid";

export async function CategoryPage({
  categoryId,
  viewer,
  signedIn,
  searchParams,
}: {
  categoryId: number;
  viewer: Viewer | null;
  /** prices sort and filter as a signed-in buyer sees them (also in a member shell) */
  signedIn: boolean;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const category = await getCategory(categoryId);
  if (!category) notFound();
  const params = parseListingParams(searchParams);
  const listing = await filteredListing({ kind: "category", id: categoryId }, params, viewer, signedIn);
  const basePath = `/${category.slug}`;
  const trail = [category.grandparent, category.parent].filter((c): c is { name: string; slug: string } => c !== null);
  return (
    <div className="container-page py-6 sm:py-8">
      <CategoryBreadcrumb trail={trail} current={category.name} className="mb-3" />
      <h1 className="text-2xl font-bold sm:text-3xl">{category.name}</h1>
      {category.children.length > 0 && (
        <ul aria-label="Subcategories" className="mt-4 flex gap-2 overflow-x-auto pb-1 sm:flex-wrap">
          {category.children.map((c) => (
            <li key={c.slug} className="shrink-0">
              <Link
                href={`/${c.slug}`}
                className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm hover:border-brand-500 hover:text-brand-700"
              >
                {c.name}
                <span className="text-xs text-slate-500">{c.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6">
        <FilteredGrid
          basePath={basePath}
          params={params}
          listing={listing}
          showVendors
          // a deeper subcategory chosen from a link is listed too, with its count over this scope
          subOptions={facetOptions(
            category.children.map((c) => ({ value: c.slug, label: c.name, count: c.count })),
            params.sub,
            (slug) => listing.categories.find((c) => c.value === slug),
          )}
        />
      </div>
    </div>
  );
}
