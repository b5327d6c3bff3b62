import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { ANCHOR_PRODUCTS } from "./product-anchors";

/** Sibling listings get ids far above the generated ones, derived from the original's id: a re-run inserts nothing. */
const SIBLING_BASE = 50_000_000;
const SIBLINGS_PER = 8;
/** About one popular listing in twenty is sold by 2-6 vendors. */
const EVERY = 20;

/**
 * The identifiers a vet product has, as a generated listing carries them: the manufacturer, a part number
 * from the brand and the id, a GTIN from the id, its NDC and its pack from the specs. The catalog load
 * writes them with each row (an update of every row afterwards rewrote the whole table at a million); the
 * SQL below gives the same to rows seeded before.
 */
export function seededIdentifiers(p: { id: number; brand: string; specs: Record<string, string> }) {
  const pack = p.specs["Pack Size"] ?? "";
  return {
    manufacturer: p.specs.Manufacturer ?? (p.brand || null),
    mpn: `${p.brand
      .replace(/[^A-Za-z]/g, "")
      .slice(0, 4)
      .toUpperCase()}-${String(p.id).padStart(6, "0")}`,
    gtin: `00857${String(p.id % 100_000_000).padStart(8, "0")}0`,
    ndc: (p.specs.NDC ?? "").replace(/[^0-9]/g, "") || null,
    packSize: Number(/^[0-9]+/.exec(pack)?.[0] ?? "") || 1,
    packUnit: pack.replace(/^[0-9]+\s*\/?\s*/, "").trim() || "each",
  };
}

/**
 * The same item from several vendors (issue 43): every listing has the identifiers a vet product has
 * (manufacturer, part number, GTIN, NDC for drugs, pack), then about one simple, visibly priced listing in
 * twenty is listed again by one to five other vendors, at their own price, pack, minimum and stock, sharing
 * its GTIN (or, for a case of two packs, its part number), and each such group becomes one item. The
 * demo's anchor listings stay alone, so the journeys that name them find one listing each.
 */
export async function seedItemOverlap(db: Db, log: (msg: string) => void = () => undefined): Promise<void> {
  // each step's time goes to the log: at a million products they are minutes, and the slow one shows
  const step = async (what: string, query: ReturnType<typeof sql>) => {
    const started = Date.now();
    await db.execute(query);
    log(`  same items: ${what} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  };
  await step(
    "identifiers of rows seeded before",
    sql`
    update products set
      manufacturer = coalesce(specs->>'Manufacturer', nullif(brand, '')),
      mpn = upper(left(regexp_replace(brand, '[^A-Za-z]', '', 'g'), 4)) || '-' || lpad(id::text, greatest(6, length(id::text)), '0'),
      gtin = '00857' || lpad((id % 100000000)::text, 8, '0') || '0',
      ndc = nullif(regexp_replace(coalesce(specs->>'NDC', ''), '[^0-9]', '', 'g'), ''),
      pack_size = coalesce(nullif(substring(specs->>'Pack Size' from '^[0-9]+'), '')::int, 1),
      pack_unit = coalesce(nullif(trim(regexp_replace(coalesce(specs->>'Pack Size', ''), '^[0-9]+\\s*/?\\s*', '')), ''), 'each')
    where manufacturer is null and id < ${SIBLING_BASE}`,
  );
  const anchors = ANCHOR_PRODUCTS.length;
  await step(
    "sibling listings",
    sql`
    with vs as (select id, slug, name, row_number() over (order by id) - 1 as n, count(*) over () as total from vendors),
    origin as (
      select p.*, (select n from vs where vs.id = p.vendor_id) as vn from products p
      where p.id > ${anchors} and p.id < ${SIBLING_BASE} and p.id % ${EVERY} = 7 and p.type = 'simple'
        and p.see_price in ('without_login', 'login') and p.in_stock = 'Y' and p.price_cents > 0
        and p.regulatory_class <> 'CII' and p.status = 'published'
    ),
    pick as (
      -- one sibling per vendor and item: two of its k landing on the same vendor would share a slug
      select distinct on (o.id, v.id) o.*, k, v.id as sv_id, v.slug as sv_slug, v.name as sv_name
      from origin o cross join generate_series(1, 1 + (o.id / ${EVERY}) % 5) as k
      -- the demo vendors' shops meet on these items: the logo vendor (1402) and Sandhill Surgical (1) list them first
      join vs v on v.n = case
        when k = 1 and o.vendor_id <> 1402 then (select n from vs where id = 1402)
        when k = 2 and o.vendor_id <> 1 then (select n from vs where id = 1)
        else (o.vn + k * 3) % v.total end
      where v.id <> o.vendor_id
        -- a slug every page shares (slug_registry): a sibling whose "<slug>-<vendor>" is taken stays out
        and not exists (select 1 from slug_registry r where r.slug = o.slug || '-' || v.slug)
      order by o.id, v.id, k
    )
    insert into products (id, name, slug, sku, type, vendor_id, category_id, brand, short_description, description, specs,
      price_cents, price_catalog_cents, see_price, level, quantity, in_stock, minimum_order, max_quantity_threshold,
      sample_product, allow_customization, product_views, product_rating, unit_sold, reviews_count, status,
      regulatory_class, search_extra, manufacturer, mpn, ndc, gtin, pack_size, pack_unit, item_id, created_at)
    select ${SIBLING_BASE} + id * ${SIBLINGS_PER} + k, name, slug || '-' || sv_slug, sku || '-V' || sv_id, 'simple', sv_id,
      category_id, brand, short_description, description, specs,
      price, price, case when k = 3 then 'login' else see_price end,
      case when k = 4 then 3 else level end,
      case when k = 5 then 0 else 40 + (id * 7 + k * 31) % 400 end,
      case when k = 5 then 'N' else 'Y' end,
      case k % 3 when 0 then 2 when 1 then null else 5 end, null,
      false, 'N', product_views / (k + 1), product_rating, unit_sold / (k + 1), reviews_count / (k + 1), 'published',
      regulatory_class, sv_name || ' ' || search_extra, manufacturer, mpn, ndc,
      case when k = 2 then '1' || substring(gtin from 2) else gtin end,
      case when k = 2 then pack_size * 2 else pack_size end, pack_unit, id, created_at
    from (
      select pick.*,
        (round(price_cents * (case when k = 2 then 2 else 1 end) * (0.82 + ((id * 7 + k * 13) % 40) / 100.0)))::int as price
      from pick
    ) s
    on conflict do nothing`,
  );
  await step(
    "sibling pictures",
    sql`
    insert into product_images (id, product_id, name, position)
    select s.id * 10 + i.position, s.id, i.name, i.position
    from products s join product_images i on i.product_id = (s.id - ${SIBLING_BASE}) / ${SIBLINGS_PER}
    where s.id > ${SIBLING_BASE} on conflict do nothing`,
  );
  await step(
    "sibling quick facts",
    sql`
    insert into product_quick_facts (id, product_id, type, name)
    select s.id * 10 + row_number() over (partition by s.id order by f.id) - 1, s.id, f.type, f.name
    from products s join product_quick_facts f on f.product_id = (s.id - ${SIBLING_BASE}) / ${SIBLINGS_PER}
    where s.id > ${SIBLING_BASE} on conflict do nothing`,
  );
  // one item per original with siblings: the original's id names it, so a re-run finds it
  await step(
    "items",
    sql`
    insert into items (id, name, match_key)
    select o.id, o.name, 'mpn:' || lower(o.manufacturer) || '|' || lower(o.mpn) from products o
    where o.id < ${SIBLING_BASE} and exists (select 1 from products s where s.id between ${SIBLING_BASE} + o.id * ${SIBLINGS_PER} and ${SIBLING_BASE} + o.id * ${SIBLINGS_PER} + ${SIBLINGS_PER - 1})
    on conflict do nothing`,
  );
  await step(
    "originals' item",
    sql`update products set item_id = id where id in (select id from items) and item_id is null`,
  );
  // siblings are written with their item; this fills those of databases seeded before
  await step(
    "siblings' item",
    sql`
    update products set item_id = (id - ${SIBLING_BASE}) / ${SIBLINGS_PER}
    where id > ${SIBLING_BASE} and item_id is null`,
  );
  await db.execute(sql`select advance_id_sequences()`);
  const res = (await db.execute(
    sql`select count(*)::int as n from products where id > ${SIBLING_BASE}`,
  )) as unknown as {
    rows: { n: number }[];
  };
  const row = res.rows[0];
  log(`  ${row?.n ?? 0} listings of the same items from other vendors`);
}
