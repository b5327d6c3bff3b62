import Link from "@/components/ui/intent-link";
import {
  FACET_GROUPS,
  type FacetCounts,
  type FacetFilters,
  type FacetGroup,
  filtersQuery,
  foldFacetValues,
} from "../facets";

const GROUP_TITLE: Record<FacetGroup, string> = {
  type: "Type",
  category: "Category",
  vendor: "Vendor",
  brand: "Brand",
  price: "Price",
  inStock: "Availability",
  ingredient: "Active ingredient",
  strength: "Strength",
  species: "Species",
  weightBand: "Weight band",
  packSize: "Pack size",
  form: "Form",
};

type Props = {
  base: string;
  filters: FacetFilters;
  counts: FacetCounts;
  expanded: FacetGroup | undefined;
  page: number;
};

/**
 * The results page's filters. A row is a link, its label and its count: the check box is drawn by
 * the `facet-row` style from aria-current. Long groups list their first few values and a link that
 * lists the group whole (kept on the same results page, so the buyer does not lose their place).
 */
export function FacetNav({ base, filters, counts, expanded, page }: Props) {
  return (
    <nav aria-label="Filter results" className="space-y-5">
      {FACET_GROUPS.map((g) => {
        if (counts[g].length === 0) return null;
        const whole = expanded === g;
        const folded = foldFacetValues(counts[g]);
        const shown = whole ? counts[g] : folded.shown;
        return (
          <section key={g} aria-labelledby={`facet-${g}`}>
            <h2 id={`facet-${g}`} className="mb-2 text-sm font-bold text-ink">
              {GROUP_TITLE[g]}
            </h2>
            <ul className="space-y-1">
              {shown.map((v) => (
                <li key={v.value}>
                  <Link
                    rel="nofollow"
                    // not prefetched: dozens of filtered variants of this page, each rendered on demand
                    prefetch={false}
                    aria-current={v.selected ? "true" : undefined}
                    href={`${base}${filtersQuery(filters, { [g]: v.selected ? undefined : g === "inStock" ? true : v.value })}`}
                    className="facet-row"
                  >
                    <span>{v.label}</span>
                    <span className="facet-count">{v.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {folded.hidden > 0 && (
              <Link
                rel="nofollow"
                prefetch={false}
                scroll={false}
                href={`${base}${filtersQuery(filters, {}, page, whole ? undefined : g)}`}
                className="mt-1 inline-block px-2 text-sm font-semibold text-brand-700 hover:underline"
              >
                {whole ? "Show fewer" : `Show all ${counts[g].length}`}
              </Link>
            )}
          </section>
        );
      })}
    </nav>
  );
}
