import { SlidersHorizontal } from "lucide-react";
import Link from "@/components/ui/intent-link";
import { Checkbox } from "@/components/ui/checkbox";
import { SORTS, type ListingParams } from "../listing-params";
import type { Facet } from "../server/filtered-listing";
import { AutoSubmitForm } from "./auto-submit-form";

function FacetSelect({
  name,
  label,
  value,
  options,
  allLabel,
}: {
  name: string;
  label: string;
  value: string | null;
  options: Facet[];
  allLabel: string;
}) {
  if (options.length === 0) return null;
  return (
    <div>
      <label htmlFor={`f-${name}`} className="label">
        {label}
      </label>
      <select id={`f-${name}`} name={name} defaultValue={value ?? ""} className="input">
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label} ({o.count})
          </option>
        ))}
      </select>
    </div>
  );
}

/** Filters of a category or vendor listing; every value lives in the URL (server-rendered, shareable). */
export function ListingFilters({
  basePath,
  params,
  subOptions,
  subLabel = "Subcategory",
  vendors,
  brands,
}: {
  basePath: string;
  params: ListingParams;
  subOptions: Facet[];
  subLabel?: string;
  vendors: Facet[] | null;
  brands: Facet[];
}) {
  const active =
    params.sub ||
    params.vendor ||
    params.brand ||
    params.minCents !== null ||
    params.maxCents !== null ||
    params.inStock ||
    params.onSale;
  return (
    <div className="card p-4">
      {/* a CSS-only toggle: filters fold away on small screens without any script or layout shift */}
      <input type="checkbox" id="toggle-filters" className="peer sr-only" />
      <div className="flex items-center justify-between font-semibold">
        <label htmlFor="toggle-filters" className="inline-flex cursor-pointer items-center gap-2 lg:cursor-default">
          <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
          Filters<span className="text-xs font-normal text-brand-700 underline lg:hidden">Show / hide</span>
        </label>
        {active && (
          <Link href={basePath} className="text-sm font-medium text-brand-700 underline">
            Clear all
          </Link>
        )}
      </div>
      <AutoSubmitForm action={basePath} className="mt-4 hidden flex-col gap-4 peer-checked:flex lg:flex">
        {params.sort !== "relevance" && <input type="hidden" name="sort" value={params.sort} />}
        <FacetSelect name="sub" label={subLabel} value={params.sub} options={subOptions} allLabel="All" />
        {vendors && (
          <FacetSelect name="vendor" label="Vendor" value={params.vendor} options={vendors} allLabel="All vendors" />
        )}
        <FacetSelect name="brand" label="Brand" value={params.brand} options={brands} allLabel="All brands" />
        <fieldset>
          <legend className="label">Price range (USD)</legend>
          <div className="flex items-center gap-2">
            <input
              type="number"
              name="min"
              min={0}
              step="0.01"
              inputMode="decimal"
              placeholder="Min"
              aria-label="Minimum price"
              defaultValue={params.minCents !== null ? params.minCents / 100 : ""}
              className="input"
            />
            <span aria-hidden="true">–</span>
            <input
              type="number"
              name="max"
              min={0}
              step="0.01"
              inputMode="decimal"
              placeholder="Max"
              aria-label="Maximum price"
              defaultValue={params.maxCents !== null ? params.maxCents / 100 : ""}
              className="input"
            />
          </div>
        </fieldset>
        <Checkbox name="stock" value="1" defaultChecked={params.inStock} label="In stock only" />
        <Checkbox name="sale" value="1" defaultChecked={params.onSale} label="On sale" />
        <button type="submit" className="btn-primary">
          Apply
        </button>
      </AutoSubmitForm>
    </div>
  );
}

/** Sort select; keeps the current filters as hidden fields. */
export function SortSelect({ basePath, params }: { basePath: string; params: ListingParams }) {
  const keep: [string, string | null][] = [
    ["sub", params.sub],
    ["vendor", params.vendor],
    ["brand", params.brand],
    ["min", params.minCents !== null ? String(params.minCents / 100) : null],
    ["max", params.maxCents !== null ? String(params.maxCents / 100) : null],
    ["stock", params.inStock ? "1" : null],
    ["sale", params.onSale ? "1" : null],
  ];
  return (
    <AutoSubmitForm action={basePath} className="flex items-center gap-2">
      {keep
        .filter(([, v]) => v !== null)
        .map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v!} />
        ))}
      <label htmlFor="sort" className="text-sm text-slate-600">
        Sort by
      </label>
      <select id="sort" name="sort" defaultValue={params.sort} className="input w-auto py-1.5">
        {Object.entries(SORTS).map(([k, label]) => (
          <option key={k} value={k}>
            {label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn-outline py-1.5">
          Sort
        </button>
      </noscript>
    </AutoSubmitForm>
  );
}
