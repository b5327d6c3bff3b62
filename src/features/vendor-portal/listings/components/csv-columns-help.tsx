/** The product CSV's columns, as the import reads them and the export writes them. */
const COLUMNS: [string, string][] = [
  ["sku", "The listing's SKU (a variation's own SKU on a variation row; the item's SKU on a set_item row)."],
  ["row_type", "Empty or listing for a listing; variation, set_item or video for a row that belongs to a listing."],
  ["parent_sku", "On variation, set_item and video rows: the SKU of their listing."],
  ["name", "The listing's name (a set item's name on a set_item row)."],
  ["option", "A variation's label, such as 'Box of 100'."],
  ["category", "The category's slug, as in the export."],
  ["brand, short_description, description", "Listing texts."],
  ["price, price_discounted", "Dollars, like 12.50 (also a variation's)."],
  ["price_discounted_end", "The discount's last day, like 2027-03-31."],
  ["quantity", "Stock (a variation's stock; on a set_item row, how many the set holds)."],
  ["see_price", "without_login, login, request or level."],
  ["level, minimum_order, max_quantity_threshold", "Whole numbers."],
  ["sample_product", "yes or no."],
  ["status", "draft, published or unpublished."],
  ["video", "A YouTube or Vimeo link, or the file name of a video already uploaded to the listing."],
  ["manufacturer", "Who makes the product; with mpn, or with the name and pack, it matches other vendors' listings."],
  ["mpn", "The manufacturer's part number."],
  ["ndc", "Drugs: the National Drug Code, 10 or 11 digits, dashes allowed."],
  ["gtin", "The barcode: GTIN or UPC, 8, 12, 13 or 14 digits."],
  ["pack_size", "Units in one pack (a whole number); buyers compare offers per unit."],
  ["pack_unit", "What one unit is: tablet, mL, each…"],
];

export function CsvColumnsHelp() {
  return (
    <details className="text-sm text-slate-600">
      <summary className="cursor-pointer font-medium text-brand-700">Columns and rules</summary>
      <ul className="mt-2 space-y-1">
        {COLUMNS.map(([name, what]) => (
          <li key={name}>
            <code className="font-mono text-xs text-ink">{name}</code>: {what}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        Rows create or update by SKU; an empty cell keeps what the listing has. A variation row creates or updates that
        variation and leaves the listing&apos;s other variations alone. The set_item rows (or video rows) given for a
        listing replace its set contents (or videos) as a whole; a file without such rows keeps them. Removing a
        variation, or every set item or video, is done on the listing&apos;s page.
      </p>
    </details>
  );
}
