import "server-only";
import { inArray, sql } from "drizzle-orm";
import { queryRows, type Tx } from "@/db/client";
import { products } from "@/db/schema";
import { ITEM_IDENTITY } from "@/features/catalog/server";
import { IDENTITY_CELLS, type ImportRow } from "../import-rules";

export type NewListing = ImportRow & { categoryId: number; slug: string };

/**
 * One statement per chunk with the rows as a single JSON parameter: binding thousands of separate
 * parameters costs more than the insert itself. The discount runs to the end of its last day in UTC,
 * whatever the session's time zone. Ids come from the table's sequence, which takes no lock a
 * checkout's stock update waits for; the new ids come back by SKU for the child rows.
 */
export async function insertCreates(tx: Tx, vendorId: number, list: NewListing[]) {
  const rows = list.map((r) => ({
    name: r.name!,
    slug: r.slug,
    sku: r.sku,
    category_id: r.categoryId,
    brand: r.brand ?? "",
    short_description: r.shortDescription ?? "",
    description: r.description ?? "",
    price_cents: r.priceCents!,
    price_discounted_cents: r.discountedCents ?? null,
    price_discounted_end: r.discountEnd ?? null,
    quantity: r.quantity ?? 0,
    see_price: r.seePrice ?? "without_login",
    level: r.level ?? 1,
    minimum_order: r.minimumOrder ?? null,
    max_threshold: r.maxThreshold ?? null,
    sample: r.sampleProduct ?? false,
    status: r.status ?? "published",
    manufacturer: r.manufacturer ?? null,
    mpn: r.mpn ?? null,
    ndc: r.ndc ?? null,
    gtin: r.gtin ?? null,
    pack_size: r.packSize ?? null,
    pack_unit: r.packUnit ?? null,
  }));
  return queryRows<{ id: number; sku: string }>(
    tx,
    sql`insert into ${products} (name, slug, sku, vendor_id, category_id, brand,
      short_description, description, price_cents, price_catalog_cents, price_discounted_cents,
      price_discounted_end, quantity, in_stock, see_price, level, minimum_order, max_quantity_threshold,
      sample_product, status, manufacturer, mpn, ndc, gtin, pack_size, pack_unit)
    select x.name, x.slug, x.sku, ${vendorId}::int, x.category_id, x.brand, x.short_description,
      x.description, x.price_cents, x.price_cents, x.price_discounted_cents,
      (x.price_discounted_end + interval '1 day' - interval '1 millisecond') at time zone 'UTC', x.quantity,
      case when x.quantity > 0 then 'Y' else 'N' end, x.see_price, x.level, x.minimum_order, x.max_threshold,
      x.sample, x.status, x.manufacturer, x.mpn, x.ndc, x.gtin, x.pack_size, x.pack_unit
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(name text, slug text, sku text,
      category_id int, brand text, short_description text, description text, price_cents int,
      price_discounted_cents int, price_discounted_end date, quantity int, see_price text, level int,
      minimum_order int, max_threshold int, sample boolean, status text, manufacturer text, mpn text, ndc text,
      gtin text, pack_size int, pack_unit text)
    returning id, sku`,
  );
}

/**
 * One statement per chunk (rows as one JSON parameter): each column takes the CSV value when given, else
 * keeps its own. The price cell is the catalog price, as the export writes it: the same price leaves the
 * stored selling price alone, a new one sets both (as the listing form does). A discount end on the day
 * already stored keeps its stored instant.
 */
export async function applyUpdates(tx: Tx, rows: (ImportRow & { id: number })[]) {
  const values = rows.map((r) => ({
    id: r.id,
    name: r.name ?? null,
    brand: r.brand ?? null,
    short: r.shortDescription ?? null,
    descr: r.description ?? null,
    price: r.priceCents ?? null,
    disc: r.discountedCents ?? null,
    disc_end: r.discountEnd ?? null,
    qty: r.quantity ?? null,
    see: r.seePrice ?? null,
    lvl: r.level ?? null,
    minord: r.minimumOrder ?? null,
    maxq: r.maxThreshold ?? null,
    sample: r.sampleProduct ?? null,
    status: r.status ?? null,
    maker: r.manufacturer ?? null,
    mpn: r.mpn ?? null,
    ndc: r.ndc ?? null,
    gtin: r.gtin ?? null,
    pack: r.packSize ?? null,
    unit: r.packUnit ?? null,
  }));
  // a row whose values all stay is not written: re-importing an export rewrites no index entries
  await tx.execute(sql`update ${products} p set
      name = n.name, brand = n.brand, short_description = n.short_description, description = n.description,
      price_cents = n.price_cents, price_catalog_cents = n.price_catalog_cents,
      price_discounted_cents = n.price_discounted_cents, price_discounted_end = n.price_discounted_end,
      quantity = n.quantity, in_stock = n.in_stock, see_price = n.see_price, level = n.level,
      minimum_order = n.minimum_order, max_quantity_threshold = n.max_quantity_threshold,
      sample_product = n.sample_product, status = n.status, manufacturer = n.manufacturer, mpn = n.mpn,
      ndc = n.ndc, gtin = n.gtin, pack_size = n.pack_size, pack_unit = n.pack_unit
    from (
      select q.id, coalesce(v.name, q.name) as name, coalesce(v.brand, q.brand) as brand,
        coalesce(v.short, q.short_description) as short_description, coalesce(v.descr, q.description) as description,
        case when v.price is null or v.price = coalesce(q.price_catalog_cents, q.price_cents) then q.price_cents
          else v.price end as price_cents,
        case when v.price is null or v.price = coalesce(q.price_catalog_cents, q.price_cents) then q.price_catalog_cents
          else v.price end as price_catalog_cents,
        coalesce(v.disc, q.price_discounted_cents) as price_discounted_cents,
        case when v.disc_end is null or (q.price_discounted_end at time zone 'UTC')::date = v.disc_end
          then q.price_discounted_end
          else (v.disc_end + interval '1 day' - interval '1 millisecond') at time zone 'UTC' end as price_discounted_end,
        coalesce(v.qty, q.quantity) as quantity,
        case when v.qty is null then q.in_stock when v.qty > 0 then 'Y' else 'N' end as in_stock,
        coalesce(v.see, q.see_price) as see_price, coalesce(v.lvl, q.level) as level,
        coalesce(v.minord, q.minimum_order) as minimum_order,
        coalesce(v.maxq, q.max_quantity_threshold) as max_quantity_threshold,
        coalesce(v.sample, q.sample_product) as sample_product,
        -- a listing the operator took down stays down (only the console restores it)
        case when q.status = 'taken_down' then q.status else coalesce(v.status, q.status) end as status,
        coalesce(v.maker, q.manufacturer) as manufacturer, coalesce(v.mpn, q.mpn) as mpn,
        coalesce(v.ndc, q.ndc) as ndc, coalesce(v.gtin, q.gtin) as gtin,
        coalesce(v.pack, q.pack_size) as pack_size, coalesce(v.unit, q.pack_unit) as pack_unit
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id int, name text, brand text, short text,
        descr text, price int, disc int, disc_end date, qty int, see text, lvl int, minord int, maxq int,
        sample boolean, status text, maker text, mpn text, ndc text, gtin text, pack int, unit text)
      join ${products} q on q.id = v.id
    ) n
    where p.id = n.id
      and (p.name, p.brand, p.short_description, p.description, p.price_cents, p.price_catalog_cents,
        p.price_discounted_cents, p.price_discounted_end, p.quantity, p.in_stock, p.see_price, p.level,
        p.minimum_order, p.max_quantity_threshold, p.sample_product, p.status, p.manufacturer, p.mpn, p.ndc,
        p.gtin, p.pack_size, p.pack_unit)
      is distinct from (n.name, n.brand, n.short_description, n.description, n.price_cents, n.price_catalog_cents,
        n.price_discounted_cents, n.price_discounted_end, n.quantity, n.in_stock, n.see_price, n.level,
        n.minimum_order, n.max_quantity_threshold, n.sample_product, n.status, n.manufacturer, n.mpn, n.ndc,
        n.gtin, n.pack_size, n.pack_unit)`);
}

/** Whether a new row says what the product is beyond its name (a name alone matches no one). */
export const hasIdentity = (r: ImportRow) => IDENTITY_CELLS.some((k) => r[k] !== undefined);

/**
 * The listings of these update rows whose name or identifiers the row changes, read before the write:
 * re-importing an export unchanged re-matches nothing, so a large import pays only for what moved.
 */
export async function identityChanges(tx: Tx, rows: (ImportRow & { id: number })[]): Promise<number[]> {
  const asked = rows.filter((r) => r.name !== undefined || hasIdentity(r));
  if (!asked.length) return [];
  const stored = await tx
    .select(ITEM_IDENTITY)
    .from(products)
    .where(
      inArray(
        products.id,
        asked.map((r) => r.id),
      ),
    );
  const byId = new Map(stored.map((s) => [s.id, s]));
  return asked
    .filter((r) => {
      const s = byId.get(r.id);
      if (!s) return false;
      const keys = ["name", ...IDENTITY_CELLS] as const;
      return keys.some((k) => r[k] !== undefined && r[k] !== s[k]);
    })
    .map((r) => r.id);
}
